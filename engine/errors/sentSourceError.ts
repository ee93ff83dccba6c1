import type { AppTokenErrorCode } from "../../schemas/messages/engineAppTokenErrors.js";
import type { EngineCode } from "../../schemas/messages/engineCatalogue.js";
import { EngineError } from "./catalogue.js";
import { SourceError } from "./SourceError.js";

/**
 * A failed read as the page state tells the browser of it: the catalogue's code, the source and the HTTP
 * status, never the error's text, which may be the upstream's own (a backend's 500 message, the start of
 * a proxy's HTML page). That text stays in the server's log, where callSafely wrote it with the source.
 */
export interface SentSourceError {
  readonly name: "SourceError";
  readonly code: EngineCode | AppTokenErrorCode;
  /** The code again: what reads a failed query's `message` (serverSourceStates, the error log) gets a stable text, not none. */
  readonly message: string;
  readonly source?: string;
  /** Kept: the browser retries a failed read unless it was a 4xx (useBlockSources). */
  readonly status?: number;
}

/** The sendable form of what a query failed with; `source` names the read when the error does not (a network failure). */
export function sentSourceError(error: unknown, source: string | undefined): SentSourceError {
  const code = error instanceof SourceError || error instanceof EngineError ? error.code : "ENG_ERR_SOURCE_FAILED";
  const status = error instanceof SourceError ? error.status : undefined;
  const from = error instanceof SourceError ? error.source : source;
  return { name: "SourceError", code, message: code, ...(from !== undefined && { source: from }), ...(status !== undefined && { status }) };
}
