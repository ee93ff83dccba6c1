import { defineBlockContract } from "../../engine/index.js";
import { authCallbackSchema } from "./authCallbackSchema.js";

/** Completes the return from the account site: the sign-in, then the sidebar role from the user kind. */
export const authCallbackContract = defineBlockContract({
  type: "auth-callback",
  interactive: true,
  heading: "always",
  slots: {},
  description: "The /CallbackAuth page: checks the one-time token, stores the access token, reads the user detail and sets the sidebar role.",
  propsSchema: authCallbackSchema,
  example: { props: {} },
  // A step of signing in, not a page anyone should find.
  indexable: false,
});
