import { MESSAGES } from "./messages.js";

/**
 * User-facing texts the spec fixes for a successful call, by catalogue entry id. A form bound to one of
 * these entries shows this text whatever its layout says, because the spec names it (§8).
 */
export const SUCCESS_MESSAGES: Readonly<Record<string, string>> = {
  "cms.requestDemo": MESSAGES.demoRequestSent,
};

export function successMessageOf(entryId: string): string | undefined {
  return Object.hasOwn(SUCCESS_MESSAGES, entryId) ? SUCCESS_MESSAGES[entryId] : undefined;
}
