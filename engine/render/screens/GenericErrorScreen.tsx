import { Button, Text } from "@mantine/core";
import { MESSAGES } from "../../errors/catalogue.js";
import { PageLink } from "../navigation/PageLink.js";
import { StatusScreen } from "./StatusScreen.js";

/**
 * The generic error screen: the status code, a way home and the error's own sentence when it has one.
 * Inside a page (a route's error) the way home moves on the client; on a page that could not be
 * rendered at all it is a plain link.
 */
export function GenericErrorScreen({ message, code = "500" }: { message?: string; code?: string }) {
  return (
    <StatusScreen
      code={code}
      title={MESSAGES.genericError}
      action={
        <Button component={PageLink} to="/" size="md" radius="xl" mt="sm">
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
