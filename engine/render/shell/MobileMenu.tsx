import { Button, Drawer, Stack } from "@mantine/core";
import { PageLink } from "../navigation/PageLink.js";
import { SiteLink } from "./SiteLink.js";
import type { LayoutShell } from "../../layout/types.js";

type Header = NonNullable<LayoutShell["header"]>;

/** The phone navigation drawer: loaded the first time a visitor opens the menu. */
export function MobileMenu({
  opened,
  onClose,
  title,
  nav,
  cta,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  nav: NonNullable<Header["nav"]>;
  cta: Header["cta"];
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} hiddenFrom="md" size="xs" position="right">
      <Stack gap="xs" component="nav" aria-label="Navigasi seluler">
        {nav.map((link) => (
          <SiteLink key={link.to} link={link} onClick={onClose} className="site-drawer__link" />
        ))}
        {cta ? (
          <Button component={PageLink} to={cta.to} onClick={onClose} radius="xl" mt="md">
            {cta.label}
          </Button>
        ) : null}
      </Stack>
    </Drawer>
  );
}
