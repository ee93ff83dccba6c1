/**
 * The error catalogue as one framework-free module: user-facing texts, the result shape of a
 * caught call, message prefixes by catalogue entry, route error statuses and the error log.
 */
export { MESSAGES, MAINTENANCE_RETRY_AFTER_S } from "./messages.js";
export { SourceError } from "./SourceError.js";
export type { CallResult, CallSuccess, CallFailure } from "./CallResult.js";
export { CALL_MESSAGE_PREFIXES, callMessagePrefix, type CallMessagePrefix } from "./callMessagePrefixes.js";
export { SUCCESS_MESSAGES, successMessageOf } from "./successMessages.js";
export { errorMessageOf } from "./errorMessageOf.js";
export { summarizeData } from "./summarizeData.js";
export { toCallResult, type CallOutcome } from "./toCallResult.js";
export { defaultCallLogger, installCallLogger, type CallLogger } from "./callLogger.js";
export { callSafely, type CallSafelyOptions } from "./callSafely.js";
export { routeErrorStatus } from "./routeErrorStatus.js";
export { createErrorLog, type ErrorLog, type ErrorLogEntry, type ErrorLogContext, type ErrorLogOptions } from "./createErrorLog.js";
export { installErrorLog, type InstalledErrorLog } from "./installErrorLog.js";
export { validateFailure, isValidateFailure } from "./validateFailure.js";
