import { Button, Group } from "@mantine/core";
import type { MantineSpacing } from "@mantine/core";
import { PageLink } from "../../engine/react.js";

/** The one call to action of a detail page ("Daftar sekarang"), a round button on its own line. */
export function CtaButton({ link, mt }: { link: { label: string; to: string }; mt?: MantineSpacing }) {
  return (
    <Group mt={mt}>
      <Button component={PageLink} to={link.to} radius="xl" size="md">
        {link.label}
      </Button>
    </Group>
  );
}
