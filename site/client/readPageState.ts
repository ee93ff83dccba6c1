import { PAGE_STATE_ID, type PageState } from "../shared/PageState.js";

export function readPageState(): PageState {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) throw new Error(`The page has no #${PAGE_STATE_ID}; it was not rendered by the server`);
  return JSON.parse(element.textContent) as PageState;
}
