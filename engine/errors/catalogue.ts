import { CALL_MESSAGE_CODES, SUCCESS_MESSAGE_CODES } from "../../schemas/messages/callMessages.js";
import { ENGINE_APP_TOKEN_ERRORS, type AppTokenErrorCode } from "../../schemas/messages/engineAppTokenErrors.js";
import { ENGINE_CATALOGUE, ENGINE_MESSAGES, type EngineCode } from "../../schemas/messages/engineCatalogue.js";
import { fillTemplate, type TemplateArgs } from "../../schemas/messages/messageTemplate.js";

// The engine's typed reading of its codes in the one message catalogue (schemas/messages/, where every text is
// written): filled messages, the EngineError that carries a code, and the per-entry messages by entry id.

/**
 * A code's template, unfilled, for a maker of its own error type (sourceError). The engine reads its catalogue
 * through this module, so that a bundle keeps the catalogue and its accessors in one chunk.
 */
export function engineTemplate(code: EngineCode): string {
  return ENGINE_CATALOGUE[code].message;
}

/** A catalogue entry's message, filled. */
export function engineMessage<C extends EngineCode>(code: C, ...[values]: TemplateArgs<(typeof ENGINE_CATALOGUE)[C]["message"]>): string {
  return fillTemplate(ENGINE_CATALOGUE[code].message, values);
}

/** An Error carrying a catalogue code (for operator-facing failures that are not a data source's). */
export class EngineError extends Error {
  override readonly name = "EngineError";
  constructor(
    readonly code: EngineCode | AppTokenErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** An app-token error's message, filled (see ENGINE_APP_TOKEN_ERRORS). */
export function appTokenMessage<C extends AppTokenErrorCode>(code: C, ...[values]: TemplateArgs<(typeof ENGINE_APP_TOKEN_ERRORS)[C]["message"]>): string {
  return fillTemplate(ENGINE_APP_TOKEN_ERRORS[code].message, values);
}

/** The EngineError of an app-token code, its message filled. */
export function appTokenError<C extends AppTokenErrorCode>(code: C, ...args: TemplateArgs<(typeof ENGINE_APP_TOKEN_ERRORS)[C]["message"]>): EngineError {
  return new EngineError(code, appTokenMessage(code, ...args));
}

/** The EngineError of a catalogue code, its message filled. */
export function engineError<C extends EngineCode>(code: C, ...args: TemplateArgs<(typeof ENGINE_CATALOGUE)[C]["message"]>): EngineError {
  return new EngineError(code, engineMessage(code, ...args));
}

/** The spec's user-facing error texts (§2, §8) by their historical short names, read from the catalogue. */
export const MESSAGES = {
  notFound: ENGINE_MESSAGES.ENG_MSG_NOT_FOUND.message,
  genericError: ENGINE_MESSAGES.ENG_MSG_GENERIC_ERROR.message,
  backHome: ENGINE_MESSAGES.ENG_MSG_BACK_HOME.message,
  maintenanceTitle: ENGINE_MESSAGES.ENG_MSG_MAINTENANCE_TITLE.message,
  maintenanceTagline: ENGINE_MESSAGES.ENG_MSG_MAINTENANCE_TAGLINE.message,
  errorPageFailureTitle: ENGINE_MESSAGES.ENG_MSG_ERROR_PAGE_FAILURE_TITLE.message,
  errorPageFailureBody: ENGINE_MESSAGES.ENG_MSG_ERROR_PAGE_FAILURE_BODY.message,
  errorPageFailureLink: ENGINE_MESSAGES.ENG_MSG_ERROR_PAGE_FAILURE_LINK.message,
  demoRequestSent: ENGINE_MESSAGES.ENG_MSG_DEMO_REQUEST_SENT.message,
  validateFailed: ENGINE_MESSAGES.ENG_MSG_VALIDATE_FAILED.message,
} as const;

/** Seconds a client should wait before asking again while a site is in maintenance. */
export const MAINTENANCE_RETRY_AFTER_S = 3600;

/** The text a career call puts in front of its result message, by catalogue entry id. */
export interface CallMessagePrefix {
  readonly success: string;
  readonly failure: string;
}

const prefixOf = (code: EngineCode) => ENGINE_CATALOGUE[code].message.replace(/\{\w+\}$/, "");

/** The prefixes, trailing space included, derived from the catalogue's templates. */
export const CALL_MESSAGE_PREFIXES: Readonly<Record<string, CallMessagePrefix>> = Object.fromEntries(
  Object.entries(CALL_MESSAGE_CODES).map(([id, codes]) => [id, { success: prefixOf(codes.success), failure: prefixOf(codes.failure) }]),
);

export function callMessagePrefix(entryId: string): CallMessagePrefix | undefined {
  return Object.hasOwn(CALL_MESSAGE_PREFIXES, entryId) ? CALL_MESSAGE_PREFIXES[entryId] : undefined;
}

/** The text the spec fixes for a successful call of this entry (SUCCESS_MESSAGE_CODES), if it fixes one. */
export function successMessageOf(entryId: string): string | undefined {
  const code = Object.hasOwn(SUCCESS_MESSAGE_CODES, entryId) ? SUCCESS_MESSAGE_CODES[entryId] : undefined;
  return code === undefined ? undefined : ENGINE_CATALOGUE[code].message;
}
