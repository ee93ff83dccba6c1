import type { MessageEntry } from "./messageEntry.js";
import { DEMO_REQUEST_SENT } from "./sharedTexts.js";

/** Texts a visitor reads (screens, notices, fixed call results). The texts the spec fixes (§2, §8) are its own, character for character. */
export const ENGINE_MESSAGES = {
  ENG_MSG_NOT_FOUND: { status: 404, message: "Oops.. Maaf halaman tidak ditemukan" },
  ENG_MSG_GENERIC_ERROR: { status: 500, message: "Opps.. Maaf terjadi kesalahan pada website" },
  ENG_MSG_BACK_HOME: { message: "Kembali ke halaman utama" },
  ENG_MSG_MAINTENANCE_TITLE: { status: 503, message: "Website Sedang Dalam Perbaikan" },
  ENG_MSG_MAINTENANCE_TAGLINE: { status: 503, message: "Seperti halnya manusia, kami bertumbuh untuk menjadi lebih baik!" },
  ENG_MSG_ERROR_PAGE_FAILURE_TITLE: { status: 500, message: "An error occurred while showing the error page" },
  ENG_MSG_ERROR_PAGE_FAILURE_BODY: { status: 500, message: "Unfortunately an error occurred and while showing the error page another error occurred" },
  ENG_MSG_ERROR_PAGE_FAILURE_LINK: { message: "Go back to home" },
  ENG_MSG_DEMO_REQUEST_SENT: { message: DEMO_REQUEST_SENT },
  ENG_MSG_VALIDATE_FAILED: { status: 404, message: "This page could not be found" },
  // The career calls' result messages (callMessages.ts): the prefix, then a summary of the data or the error text.
  ENG_MSG_CAREER_LIST_SUCCESS: { message: "Success fetch list Career: {summary}" },
  ENG_MSG_CAREER_LIST_FAILURE: { message: "Failed fetch list Career: {error}" },
  ENG_MSG_JOB_LIST_SUCCESS: { message: "Success fetch list Job: {summary}" },
  ENG_MSG_JOB_LIST_FAILURE: { message: "Failed fetch list Job: {error}" },
  ENG_MSG_CAREER_DETAIL_SUCCESS: { message: "Success fetch detail Career: {summary}" },
  ENG_MSG_CAREER_DETAIL_FAILURE: { message: "Failed fetch detail Career: {error}" },
  ENG_MSG_JOB_DETAIL_SUCCESS: { message: "Success fetch detail Job: {summary}" },
  ENG_MSG_JOB_DETAIL_FAILURE: { message: "Failed fetch detail Job: {error}" },
} as const satisfies Readonly<Record<string, MessageEntry>>;

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
} as const satisfies Readonly<Record<string, MessageEntry>>;

/** The engine's codes that the browser may meet, in one object (the server's app-token errors are engineAppTokenErrors.ts). */
export const ENGINE_CATALOGUE = { ...ENGINE_MESSAGES, ...ENGINE_ERRORS } as const;
export type EngineCode = keyof typeof ENGINE_CATALOGUE;
