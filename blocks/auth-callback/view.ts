import { defineBlockView } from "../../engine/index.js";
import type { AuthCallbackProps } from "./AuthCallback.js";

/** What the browser needs of the auth-callback block: its data slots and its code, loaded with the first page that shows it. */
export const authCallbackView = defineBlockView<AuthCallbackProps>({
  type: "auth-callback",
  heading: "always",
  slots: {},
  load: () => import("./AuthCallback.js").then((module) => ({ component: module.AuthCallback })),
});
