import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { MESSAGES } from "../../errors/catalogue.js";
import { isValidateFailure, routeErrorStatus } from "../../errors/routeErrors.js";
import { NotFoundScreen } from "./NotFoundScreen.js";
import { GenericErrorScreen } from "./GenericErrorScreen.js";

function messageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return typeof error.data === "string" ? error.data : error.statusText || undefined;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** The route error screen: 404s show the not-found screen (saying 'This page could not be found' when param rules failed), everything else the generic one. */
export function ErrorScreen() {
  const error = useRouteError();
  // The same function gives the server its response status, so the code shown matches the HTTP status.
  const status = routeErrorStatus(error);
  if (status === 404) return <NotFoundScreen title={isValidateFailure(error) ? MESSAGES.validateFailed : MESSAGES.notFound} />;
  return <GenericErrorScreen code={String(status)} message={messageOf(error)} />;
}
