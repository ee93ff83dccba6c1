import { Button, Text } from "@mantine/core";
import { MESSAGES } from "../../errors/catalogue.js";
import { StatusScreen } from "./StatusScreen.js";

/** The generic error screen outside the router, for a page that could not be rendered at all. */
export function GenericErrorScreen({ message }: { message?: string }) {
  return (
    <StatusScreen
      code="500"
      title={MESSAGES.genericError}
      action={
        <Button component="a" href="/" size="md" radius="xl" mt="sm">
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
