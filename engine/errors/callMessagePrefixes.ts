/** The text a career call puts in front of its result message ('Success fetch list Career: ...' and the like), by catalogue entry id. */
export interface CallMessagePrefix {
  readonly success: string;
  readonly failure: string;
}

// Copied character for character from the spec, trailing space included: the caller appends a summary
// (success) or the error text (failure).
export const CALL_MESSAGE_PREFIXES: Readonly<Record<string, CallMessagePrefix>> = {
  "career.list": { success: "Success fetch list Career: ", failure: "Failed fetch list Career: " },
  "career.job.list": { success: "Success fetch list Job: ", failure: "Failed fetch list Job: " },
  "career.detail": { success: "Success fetch detail Career: ", failure: "Failed fetch detail Career: " },
  "career.job.detail": { success: "Success fetch detail Job: ", failure: "Failed fetch detail Job: " },
};

export function callMessagePrefix(entryId: string): CallMessagePrefix | undefined {
  return Object.hasOwn(CALL_MESSAGE_PREFIXES, entryId) ? CALL_MESSAGE_PREFIXES[entryId] : undefined;
}
