import { APP_TOKEN_FUTURE, APP_TOKEN_MISSING, APP_TOKEN_NOT_BASE64, APP_TOKEN_STALE, APP_TOKEN_UNREADABLE } from "../../schemas/appTokenMessages.js";
import { fillTemplate, type TemplateArgs } from "../../schemas/messageTemplate.js";

/**
 * The one catalogue of the engine's errors and user-facing messages, in the manner of the platform's
 * (site/platform/errors): every entry a stable code, an HTTP status where one applies, and a message
 * template whose `{name}` placeholders the caller fills. Codes never change once shipped; the texts the
 * spec fixes (§2, §8) are copied character for character.
 */
export interface EngineCatalogueEntry {
  readonly status?: number;
  readonly message: string;
}

/** Texts a visitor reads (screens, notices, fixed call results). */
export const ENGINE_MESSAGES = {
  ENG_MSG_NOT_FOUND: { status: 404, message: "Oops.. Maaf halaman tidak ditemukan" },
  ENG_MSG_GENERIC_ERROR: { status: 500, message: "Opps.. Maaf terjadi kesalahan pada website" },
  ENG_MSG_BACK_HOME: { message: "Kembali ke halaman utama" },
  ENG_MSG_MAINTENANCE_TITLE: { status: 503, message: "Website Sedang Dalam Perbaikan" },
  ENG_MSG_MAINTENANCE_TAGLINE: { status: 503, message: "Seperti halnya manusia, kami bertumbuh untuk menjadi lebih baik!" },
  ENG_MSG_ERROR_PAGE_FAILURE_TITLE: { status: 500, message: "An error occurred while showing the error page" },
  ENG_MSG_ERROR_PAGE_FAILURE_BODY: { status: 500, message: "Unfortunately an error occurred and while showing the error page another error occurred" },
  ENG_MSG_ERROR_PAGE_FAILURE_LINK: { message: "Go back to home" },
  ENG_MSG_DEMO_REQUEST_SENT: { message: "Berhasil mengirim request" },
  ENG_MSG_VALIDATE_FAILED: { status: 404, message: "This page could not be found" },
  // The career calls' result messages: the prefix, then a summary of the data or the error text.
  ENG_MSG_CAREER_LIST_SUCCESS: { message: "Success fetch list Career: {summary}" },
  ENG_MSG_CAREER_LIST_FAILURE: { message: "Failed fetch list Career: {error}" },
  ENG_MSG_JOB_LIST_SUCCESS: { message: "Success fetch list Job: {summary}" },
  ENG_MSG_JOB_LIST_FAILURE: { message: "Failed fetch list Job: {error}" },
  ENG_MSG_CAREER_DETAIL_SUCCESS: { message: "Success fetch detail Career: {summary}" },
  ENG_MSG_CAREER_DETAIL_FAILURE: { message: "Failed fetch detail Career: {error}" },
  ENG_MSG_JOB_DETAIL_SUCCESS: { message: "Success fetch detail Job: {summary}" },
  ENG_MSG_JOB_DETAIL_FAILURE: { message: "Failed fetch detail Job: {error}" },
} as const satisfies Readonly<Record<string, EngineCatalogueEntry>>;

/** Errors the engine raises: a data source's failures, refused call parameters, app tokens, unknown blocks. */
export const ENGINE_ERRORS = {
  ENG_ERR_SOURCE_FAILED: { status: 502, message: "Source '{source}' failed" },
  ENG_ERR_SOURCE_TIMEOUT: { status: 504, message: "Source '{source}' timed out" },
  ENG_ERR_SOURCE_HTTP_STATUS: { status: 502, message: "Source '{source}' answered HTTP {status}, expected {expected}" },
  ENG_ERR_SOURCE_HTTP_ERROR: { status: 502, message: "HTTP {status} {statusText}" },
  // An upstream's refusal (an error status or `status: false` with a `message`): its own text, trimmed,
  // for the server's log and a form's notice; a page state carries this code instead.
  ENG_ERR_SOURCE_REFUSED: { status: 502, message: "{message}" },
  ENG_ERR_SOURCE_NOT_JSON: { status: 502, message: "Source '{source}' answered {type} instead of JSON: '{start}'" },
  ENG_ERR_SOURCE_NOT_JSON_UPLOAD: { status: 502, message: "Source '{source}' answered something other than JSON" },
  ENG_ERR_SOURCE_BAD_ENVELOPE: { status: 502, message: "Source '{source}' answered {what}" },
  ENG_ERR_SOURCE_PATH_PARAM_MISSING: { status: 400, message: "Source '{source}' needs the path parameter '{param}'" },
  ENG_ERR_SOURCE_PATH_PARAM_INVALID: {
    status: 400,
    message: "Source '{source}' got '{segment}' for the path parameter '{param}'; expected a non-empty value other than '.' and '..'",
  },
  ENG_ERR_SOURCE_ONE_OF_MISSING: { status: 400, message: "Source '{source}' needs one of the parameters {params}" },
  ENG_ERR_SOURCE_PARAM_MISSING: { status: 400, message: "Source '{source}' needs the {in} parameter '{param}'" },
  ENG_ERR_SESSION_FAILED: { status: 502, message: "{path} answered {status}" },
  ENG_ERR_UNKNOWN_BLOCK_TYPE: { status: 500, message: "Unknown block type '{type}'" },
  ENG_ERR_UNKNOWN: { status: 500, message: "Unknown error" },
  // An app token the browser is asked to build from malformed parts.
  ENG_ERR_APP_TOKEN_TIMESTAMP_INVALID: { message: "An app-token timestamp must be a whole number of milliseconds, found {timestamp}" },
  ENG_ERR_APP_TOKEN_AUTH_TOKEN_INVALID: { message: "An authorizer token must be non-empty printable ASCII without ':' or spaces" },
} as const satisfies Readonly<Record<string, EngineCatalogueEntry>>;

/**
 * App tokens as the server sees them: what a refused AppToken header is told, and the operator's key
 * mistakes. A part of its own so that the browser's bundle, which never verifies a token nor reads a
 * key, does not carry these texts.
 */
export const ENGINE_APP_TOKEN_ERRORS = {
  ENG_ERR_APP_TOKEN_MISSING: { status: 401, message: APP_TOKEN_MISSING },
  ENG_ERR_APP_TOKEN_STALE: { status: 401, message: APP_TOKEN_STALE },
  ENG_ERR_APP_TOKEN_FUTURE: { status: 401, message: APP_TOKEN_FUTURE },
  ENG_ERR_APP_TOKEN_NOT_BASE64: { status: 401, message: APP_TOKEN_NOT_BASE64 },
  ENG_ERR_APP_TOKEN_UNREADABLE: { status: 401, message: APP_TOKEN_UNREADABLE },
  ENG_ERR_APP_TOKEN_KEY_MISSING: {
    message:
      "APP_TOKEN_KEY is not set: the host '{host}' is not a local-network host, so it needs the 32-byte app-token key (64 hex digits or base64) " +
      "from the deployment; the built-in development key serves local-network hosts only",
  },
  ENG_ERR_APP_TOKEN_KEY_INVALID: {
    message: "{variable} must be {bytes} bytes for AES-256, written as 64 hex digits or base64; found {length} characters",
  },
} as const satisfies Readonly<Record<string, EngineCatalogueEntry>>;

export const ENGINE_CATALOGUE = { ...ENGINE_MESSAGES, ...ENGINE_ERRORS } as const;
export type EngineCode = keyof typeof ENGINE_CATALOGUE;
export type AppTokenErrorCode = keyof typeof ENGINE_APP_TOKEN_ERRORS;

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

/** The codes of a call's result messages, by catalogue entry id. */
export interface CallMessageCodes {
  readonly success: EngineCode;
  readonly failure: EngineCode;
}

export const CALL_MESSAGE_CODES: Readonly<Record<string, CallMessageCodes>> = {
  "career.list": { success: "ENG_MSG_CAREER_LIST_SUCCESS", failure: "ENG_MSG_CAREER_LIST_FAILURE" },
  "career.job.list": { success: "ENG_MSG_JOB_LIST_SUCCESS", failure: "ENG_MSG_JOB_LIST_FAILURE" },
  "career.detail": { success: "ENG_MSG_CAREER_DETAIL_SUCCESS", failure: "ENG_MSG_CAREER_DETAIL_FAILURE" },
  "career.job.detail": { success: "ENG_MSG_JOB_DETAIL_SUCCESS", failure: "ENG_MSG_JOB_DETAIL_FAILURE" },
};

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

/**
 * User-facing texts the spec fixes for a successful call, by catalogue entry id. A form bound to one of
 * these entries shows this text whatever its layout says, because the spec names it (§8).
 */
export const SUCCESS_MESSAGES: Readonly<Record<string, string>> = {
  "cms.requestDemo": engineMessage("ENG_MSG_DEMO_REQUEST_SENT"),
};

export function successMessageOf(entryId: string): string | undefined {
  return Object.hasOwn(SUCCESS_MESSAGES, entryId) ? SUCCESS_MESSAGES[entryId] : undefined;
}
