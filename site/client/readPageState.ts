import { PAGE_STATE_ID, pageStateProblem, type PageState } from "../shared/PageState.js";
import { readServerJson } from "./readServerJson.js";

/** The state the server rendered the page with; throws a clear message when it is missing or malformed. */
export function readPageState(document: Document = window.document): PageState {
  const state = readServerJson(PAGE_STATE_ID, document);
  if (state === undefined) throw new Error(`The page has no readable #${PAGE_STATE_ID}; it was not rendered by this server`);
  const problem = pageStateProblem(state);
  if (problem) throw new Error(`The page's #${PAGE_STATE_ID} is malformed: ${problem}`);
  return state as PageState;
}
