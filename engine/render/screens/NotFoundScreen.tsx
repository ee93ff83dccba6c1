import { Button } from "@mantine/core";
import { MESSAGES } from "../../errors/catalogue.js";
import { PageLink } from "../navigation/PageLink.js";
import { StatusScreen } from "./StatusScreen.js";

/** The 404 screen ('Oops.. Maaf halaman tidak ditemukan'); a page whose param rules fail says 'This page could not be found' instead. */
export function NotFoundScreen({ title = MESSAGES.notFound }: { title?: string }) {
  return (
    <StatusScreen
      code="404"
      title={title}
      action={
        <Button component={PageLink} to="/" size="md" radius="xl" mt="sm">
          {MESSAGES.backHome}
        </Button>
      }
    />
  );
}
