import { Box, Button, Container, Group, Image, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useRef, useState } from "react";
import { PageLink } from "../navigation/PageLink.js";
import { useEngine } from "../EngineContext.js";
import { NavigationProgressBar } from "./NavigationProgressBar.js";
import { SiteLink } from "./SiteLink.js";
import { MenuBurger } from "./MenuBurger.js";

// The drawer (a modal with focus trap and scroll lock) is code no page needs until the menu opens.
const MobileMenu = lazy(() => import("./MobileMenu.js").then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { settings, layout } = useEngine();
  const header = layout.shell.header ?? {};
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // The drawer mounts already open on first use, so Mantine has no earlier focus to give back: the
  // menu button takes it, as after any later close.
  const closeMenu = () => {
    close();
    burger.current?.focus();
  };
  const variant = header.variant ?? "light";
  const logo = (header.logo ?? (variant === "light" ? "dark" : "light")) === "dark" ? settings.logoDark : settings.logoLight;
  const nav = header.nav ?? [];

  return (
    <Box component="header" className={`site-header site-header--${variant}`}>
      {/* In the header, not a portal: all of the page's content sits in a landmark. */}
      <NavigationProgressBar />
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={PageLink} to="/" aria-label={`${settings.title} — beranda`} className="site-header__brand">
            {logo ? (
              <Image src={logo} alt={settings.title} h={36} w="auto" fit="contain" />
            ) : (
              <Text fw={800} fz="lg">
                {settings.title}
              </Text>
            )}
          </UnstyledButton>
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Navigasi utama" wrap="nowrap">
            {nav.map((link) => (
              <SiteLink key={link.to} link={link} className="site-header__link" />
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {header.cta ? (
              <Button component={PageLink} to={header.cta.to} radius="xl" visibleFrom="sm" color={variant === "brand" ? "accent" : "brand"}>
                {header.cta.label}
              </Button>
            ) : null}
            {nav.length ? (
              <MenuBurger
                ref={burger}
                opened={opened}
                onClick={() => (setMenuUsed(true), toggle())}
                hiddenFrom="md"
                aria-label="Buka menu"
                aria-expanded={opened}
                color="currentColor"
              />
            ) : null}
          </Group>
        </Group>
      </Container>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={closeMenu} title={settings.title} nav={nav} cta={header.cta} />
        </Suspense>
      ) : null}
    </Box>
  );
}
