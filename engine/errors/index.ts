/**
 * The error catalogue as one framework-free module: codes and user-facing texts, the result
 * shape of a caught call, route error statuses and the error log.
 */
export {
  CALL_MESSAGE_CODES,
  CALL_MESSAGE_PREFIXES,
  callMessagePrefix,
  ENGINE_CATALOGUE,
  ENGINE_ERRORS,
  ENGINE_APP_TOKEN_ERRORS,
  appTokenMessage,
  appTokenError,
  ENGINE_MESSAGES,
  EngineError,
  engineError,
  engineMessage,
  MAINTENANCE_RETRY_AFTER_S,
  MESSAGES,
  SUCCESS_MESSAGES,
  successMessageOf,
  type CallMessagePrefix,
  type EngineCode,
} from "./catalogue.js";
export { fillTemplate, templatePlaceholders } from "../../schemas/messageTemplate.js";
export { SourceError } from "./SourceError.js";
export {
  callSafely,
  defaultCallLogger,
  errorMessageOf,
  installCallLogger,
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
