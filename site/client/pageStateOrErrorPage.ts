import type { PageState } from "../shared/PageState.js";
import { readPageState } from "./readPageState.js";

/**
 * The page's state, or, when it is missing or malformed, the error-page failure screen in place of
 * the page and an error that stops the start: nothing may start on a state it cannot trust.
 */
export async function pageStateOrErrorPage(): Promise<PageState> {
  try {
    return readPageState();
  } catch (error) {
    const { showErrorPageFailure } = await import("./showErrorPageFailure.js");
    return showErrorPageFailure(error);
  }
}
