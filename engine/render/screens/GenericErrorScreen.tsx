import { Button, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { MESSAGES } from "../../errors/catalogue.js";
import { StatusScreen } from "./StatusScreen.js";

/**
 * The generic error screen: the status code, a way home and the error's own sentence when it has one.
 * Inside the router (a route's error) the way home is a router link; outside it (a page that could not
 * be rendered at all) a plain one.
 */
export function GenericErrorScreen({ message, code = "500", inRouter = false }: { message?: string; code?: string; inRouter?: boolean }) {
  const style = { size: "md", radius: "xl", mt: "sm" } as const;
  return (
    <StatusScreen
      code={code}
      title={MESSAGES.genericError}
      action={
        inRouter ? (
          <Button component={Link} to="/" {...style}>
            {MESSAGES.backHome}
          </Button>
        ) : (
          <Button component="a" href="/" {...style}>
            {MESSAGES.backHome}
          </Button>
        )
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
