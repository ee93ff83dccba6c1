import { ErrorPageFailureScreen } from "../../engine/react.js";
import { createRoot } from "./reactDom.js";

/** The error-page failure screen in place of the page, then the error again: nothing may start on a state it cannot trust. */
export function showErrorPageFailure(error: unknown): never {
  createRoot(document.getElementById("root")!).render(<ErrorPageFailureScreen details={error instanceof Error ? error.message : String(error)} />);
  throw error;
}
