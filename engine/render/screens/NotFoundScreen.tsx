import { Button } from "@mantine/core";
import { Link } from "react-router-dom";
import { MESSAGES } from "../../errors/catalogue.js";
import { StatusScreen } from "./StatusScreen.js";

/** Spec §2's 404 screen; a page whose param rules fail says spec §5's text instead. */
export function NotFoundScreen({ title = MESSAGES.notFound }: { title?: string }) {
  return (
    <StatusScreen
      code="404"
      title={title}
      action={
        <Button component={Link} to="/" size="md" radius="xl" mt="sm">
          {MESSAGES.backHome}
        </Button>
      }
    />
  );
}
