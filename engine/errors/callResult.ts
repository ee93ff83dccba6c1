import { isRecord } from "../data/isRecord.js";
import { CALL_MESSAGE_CODES } from "../../schemas/messages/callMessages.js";
import { fillTemplate } from "../../schemas/messages/messageTemplate.js";
import { engineTemplate, successMessageOf } from "./catalogue.js";

/**
 * What a caught call hands to its caller: `status` says whether it worked, `message` is the
 * error text on failure and, for the entries that have one, a fixed success text.
 */
export type CallResult<T> = CallSuccess<T> | CallFailure;

export interface CallSuccess<T> {
  readonly status: true;
  readonly data: T;
  readonly message?: string;
}

export interface CallFailure {
  readonly status: false;
  readonly message: string;
  /** What was thrown, for callers that must keep its details (an HTTP status, the field at fault). */
  readonly error?: unknown;
}

/** The text of anything thrown: an Error's message, a string as is, otherwise a JSON-ish rendering. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") return error.message;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** A short description of what a call returned, for success messages: "page 1 of 3, 6 items", "4 items", "ok". */
export function summarizeData(data: unknown): string {
  if (Array.isArray(data)) return `${data.length} items`;
  if (isRecord(data) && Array.isArray(data.items) && typeof data.page === "number" && typeof data.totalPages === "number") {
    return `page ${data.page} of ${data.totalPages}, ${data.items.length} items`;
  }
  if (isRecord(data) && (typeof data.slug === "string" || typeof data.id === "number" || typeof data.id === "string")) {
    return String(data.slug ?? data.id);
  }
  return "ok";
}

/** How a call ended, before it becomes a CallResult. */
export type CallOutcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: unknown };

/**
 * Every call's outcome as one pure function: a failure becomes `{status: false, message: <the error>}`, a success
 * `{status: true, data}`; career entries prefix either message, entries with a fixed success text carry it.
 */
export function toCallResult<T>(entryId: string, outcome: CallOutcome<T>): CallResult<T> {
  const codes = Object.hasOwn(CALL_MESSAGE_CODES, entryId) ? CALL_MESSAGE_CODES[entryId] : undefined;
  if (!outcome.ok) {
    const message = errorMessageOf(outcome.error);
    return { status: false, message: codes ? fillTemplate(engineTemplate(codes.failure), { error: message }) : message, error: outcome.error };
  }
  if (codes) {
    const message = fillTemplate(engineTemplate(codes.success), { summary: summarizeData(outcome.data) });
    return { status: true, data: outcome.data, message };
  }
  const fixed = successMessageOf(entryId);
  return fixed === undefined ? { status: true, data: outcome.data } : { status: true, data: outcome.data, message: fixed };
}

/** Where callSafely reports a failed call: every failed call is logged (to the console by default). */
export type CallLogger = (message: string, error: unknown) => void;

/**
 * A caught failure is an expected outcome the page already shows (a notice, a form error), not a fault,
 * so it is never console.error. On the server console.warn makes it stand out in the log; in the browser
 * it is console.info, because the browser tests (tests/support/browser.ts watchPage) fail a page on any
 * console error *or warning*, and a 400 from a form the visitor mistyped must not count as one.
 */
const consoleLogger: CallLogger = (message, error) => {
  const log = typeof window === "undefined" ? console.warn : console.info;
  log(message, error);
};

/** Where a runtime's failed calls go unless it names a logger (the server names its own: its level, one line per failure). */
export const defaultCallLogger: CallLogger = consoleLogger;

export interface CallSafelyOptions {
  readonly log?: CallLogger;
}

/** Runs a call and never throws: the spec's catch-log-and-return-status-false pattern (§8), in one place. */
export async function callSafely<T>(entryId: string, fn: () => Promise<T>, options: CallSafelyOptions = {}): Promise<CallResult<T>> {
  try {
    return toCallResult(entryId, { ok: true, data: await fn() });
  } catch (error) {
    const result = toCallResult<T>(entryId, { ok: false, error });
    (options.log ?? defaultCallLogger)(`[${entryId}] ${result.message}`, error);
    return result;
  }
}
