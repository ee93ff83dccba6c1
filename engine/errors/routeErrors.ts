import { errorMessageOf } from "./callResult.js";
import { MESSAGES } from "./catalogue.js";

/**
 * The HTTP status of a routing error, used by the server (response status) and the browser (error screen)
 * alike so both show the same code. A thrown Response or react-router error response carries `status`,
 * so does a SourceError; anything without an error status defaults to 500.
 */
export function routeErrorStatus(error: unknown): number {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

/**
 * A page whose validate rule fails gives a 404 'This page could not be found'. Thrown by a
 * route loader as a Response, which react-router turns into a route error of that status and text.
 */
export function validateFailure(): Response {
  return new Response(MESSAGES.validateFailed, { status: 404, statusText: MESSAGES.validateFailed });
}

/**
 * True for the route error of validateFailure: thrown in this page (react-router's error response,
 * its body the text) or hydrated from the server's page state (an Error with the text as message).
 */
export function isValidateFailure(error: unknown): boolean {
  if (typeof error !== "object" || error === null || (error as { status?: unknown }).status !== 404) return false;
  const data = (error as { data?: unknown }).data;
  return data === MESSAGES.validateFailed || errorMessageOf(error) === MESSAGES.validateFailed;
}
