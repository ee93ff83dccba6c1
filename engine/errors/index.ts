/**
 * The engine's errors as one framework-free module: the accessors of its codes in the message
 * catalogue (schemas/messages/, where the texts are), the result shape of a caught call, route
 * error statuses and the error log.
 */
export {
  CALL_MESSAGE_PREFIXES,
  callMessagePrefix,
  appTokenMessage,
  appTokenError,
  EngineError,
  engineError,
  engineMessage,
  MAINTENANCE_RETRY_AFTER_S,
  MESSAGES,
  successMessageOf,
  type CallMessagePrefix,
} from "./catalogue.js";
export { SourceError } from "./SourceError.js";
export {
  callSafely,
  defaultCallLogger,
  errorMessageOf,
  summarizeData,
  toCallResult,
  type CallFailure,
  type CallLogger,
  type CallOutcome,
  type CallResult,
  type CallSafelyOptions,
  type CallSuccess,
} from "./callResult.js";
export { isValidateFailure, routeErrorStatus, validateFailure } from "./routeErrors.js";
export {
  createErrorLog,
  installErrorLog,
  type ErrorLog,
  type ErrorLogContext,
  type ErrorLogEntry,
  type ErrorLogOptions,
  type InstalledErrorLog,
} from "./errorLog.js";
