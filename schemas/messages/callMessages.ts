import type { EngineCode } from "./engineCatalogue.js";

// The messages that belong to an entry of the API catalogue (schemas/catalogue.json), by its id: data of the
// one message catalogue, which the engine's caught calls read (engine/errors/callResult.ts). A test holds every
// id to an entry that exists.

/** The codes of a call's result messages: the success template fills `{summary}`, the failure one `{error}`. */
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

/**
 * The code of the text the spec fixes for a successful call (§8): a form bound to one of these entries shows it
 * whatever its layout says.
 */
export const SUCCESS_MESSAGE_CODES: Readonly<Record<string, EngineCode>> = {
  "cms.requestDemo": "ENG_MSG_DEMO_REQUEST_SENT",
};
