/**
 * The message catalogue: every code the engine (ENG_MSG_, ENG_ERR_) and the platform (PLT_MSG_, PLT_ERR_)
 * answers with, as a MessageEntry: its text template and, where a reply carries one, its HTTP status. Why
 * it has this shape:
 * - It lives in schemas/, the only layer both the engine and the platform may import, so that a text both
 *   say is written once (sharedTexts.ts) and each side names it under its own code. Codes are public (tests,
 *   docs and clients name them) and never change once shipped; the texts are the spec's, byte for byte.
 * - It is files per side and part, not one object: a bundle keeps every property of an object it keeps, but
 *   drops a module it never imports. The browser imports only what the engine reads there (engineCatalogue.ts,
 *   callMessages.ts); the engine's server-side app-token errors (engineAppTokenErrors.ts) and the platform's
 *   parts (platformErrors.ts, contentErrors.ts, postgrestErrors.ts, platformMessages.ts) never reach it.
 * - Each part is `as const`, so a template is a literal type: messageTemplate.ts derives its placeholders from
 *   the text, and a caller that forgets or misspells a value does not compile.
 * - The accessors that fill a template stay with their side: engineMessage and EngineError in
 *   engine/errors/catalogue.ts, platformError and answer in site/platform/errors/platformError.ts.
 */
export interface MessageEntry {
  /** The HTTP status of a reply with this code, where the code is one a reply carries. */
  readonly status?: number;
  /** The text, in the spec's words (mostly Indonesian for a visitor); the caller fills `{name}` (messageTemplate.ts). */
  readonly message: string;
}
