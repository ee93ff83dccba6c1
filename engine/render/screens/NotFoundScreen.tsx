import { Button } from "@mantine/core";
import { Link } from "react-router-dom";
import { MESSAGES } from "../../errors/messages.js";
import { StatusScreen } from "./StatusScreen.js";

export function NotFoundScreen() {
  return (
    <StatusScreen
      code="404"
      title={MESSAGES.notFound}
      action={
        <Button component={Link} to="/" size="md" radius="xl" mt="sm">
          {MESSAGES.backHome}
        </Button>
      }
    />
  );
}
