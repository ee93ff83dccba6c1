import { Button, Text } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { MESSAGES } from "../../errors/messages.js";
import { NotFoundScreen } from "./NotFoundScreen.js";
import { StatusScreen } from "./StatusScreen.js";

function messageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return typeof error.data === "string" ? error.data : error.statusText || undefined;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** The route error screen: 404 responses show the not-found screen, everything else the generic one. */
export function ErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message = messageOf(error);
  return (
    <StatusScreen
      code={isRouteErrorResponse(error) ? String(error.status) : "500"}
      title={MESSAGES.genericError}
      action={
        <Button component={Link} to="/" size="md" radius="xl" mt="sm">
          {MESSAGES.backHome}
        </Button>
      }
    >
      {message ? (
        <Text c="dimmed" data-error-message>
          {message}
        </Text>
      ) : null}
    </StatusScreen>
  );
}
