import { CONTENT_ERRORS } from "../../../schemas/messages/contentErrors.js";
import { fillTemplate, type TemplateArgs } from "../../../schemas/messages/messageTemplate.js";
import type { PlatformErrorEntry } from "../../../schemas/messages/platformErrorEntry.js";
import { PLATFORM_ERRORS } from "../../../schemas/messages/platformErrors.js";
import { PLATFORM_MESSAGES } from "../../../schemas/messages/platformMessages.js";
import { POSTGREST_ERRORS } from "../../../schemas/messages/postgrestErrors.js";
import { PlatformError } from "../http/PlatformError.js";
import { PostgrestError, type PostgrestErrorOptions } from "../http/PostgrestError.js";
import { failure, success, type Envelope } from "../http/envelope.js";

// The platform's typed reading of its codes in the one message catalogue (schemas/messages/, where every text is
// written): errors to throw or answer with, and success envelopes.

/** Every PLT_ERR_ code in one object (the catalogue's parts are split by concern only to stay readable). */
export const ERRORS = { ...PLATFORM_ERRORS, ...CONTENT_ERRORS, ...POSTGREST_ERRORS } as const;

export type ErrorCode = keyof typeof ERRORS;
export type PostgrestErrorCode = keyof typeof POSTGREST_ERRORS;
export type MessageKey = keyof typeof PLATFORM_MESSAGES;

/** A catalogue error's message, filled, for an answer that is not thrown (the sign-in page, the 404 fallback). */
export function errorMessage<C extends ErrorCode>(code: C, ...[values]: TemplateArgs<(typeof ERRORS)[C]["message"], never>): string {
  return fillTemplate(ERRORS[code].message, values);
}

/**
 * The PlatformError of a catalogue code: its status, its filled message, and as `data` the entry's default
 * (the field at fault) unless the caller names other data.
 */
export function platformError<C extends ErrorCode>(code: C, ...[values, data]: TemplateArgs<(typeof ERRORS)[C]["message"], unknown>): PlatformError {
  const entry: PlatformErrorEntry = ERRORS[code];
  return new PlatformError(entry.status, fillTemplate(entry.message, values), data === undefined ? (entry.data ?? null) : data, code);
}

/** The envelope a catalogue error answers with, for a reply sent without throwing (a render node passing the platform on). */
export function errorEnvelope<C extends ErrorCode>(code: C, ...args: TemplateArgs<(typeof ERRORS)[C]["message"], unknown>): Envelope<unknown> {
  const error = platformError(code, ...args);
  return failure(error.message, error.data);
}

/** The PostgrestError of a remote-table code: PostgREST's code and status, the filled message, the options given. */
export function postgrestError<C extends PostgrestErrorCode>(
  code: C,
  ...[values, options]: TemplateArgs<(typeof POSTGREST_ERRORS)[C]["message"], PostgrestErrorOptions>
): PostgrestError {
  const entry = POSTGREST_ERRORS[code];
  return new PostgrestError(entry.status, entry.postgrest, fillTemplate(entry.message, values), options);
}

/** A success envelope with the catalogue's message for `key`. */
export function answer<T>(key: MessageKey, data: T): Envelope<T> {
  return success(PLATFORM_MESSAGES[key].message, data);
}
