import { Box, Button, Container, Group, Image, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { useEngine } from "../EngineContext.js";
import { SiteLink } from "./SiteLink.js";
import { MenuBurger } from "./MenuBurger.js";

// The drawer (a modal with focus trap and scroll lock) is code no page needs until the menu opens.
const MobileMenu = lazy(() => import("./MobileMenu.js").then((module) => ({ default: module.MobileMenu })));

export function SiteHeader() {
  const { settings, layout } = useEngine();
  const header = layout.shell.header ?? {};
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const variant = header.variant ?? "light";
  const logo = (header.logo ?? (variant === "light" ? "dark" : "light")) === "dark" ? settings.logoDark : settings.logoLight;
  const nav = header.nav ?? [];

  return (
    <Box component="header" className={`site-header site-header--${variant}`}>
      <Container size="lg" h={68}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/" aria-label={`${settings.title} — beranda`} className="site-header__brand">
            {logo ? <Image src={logo} alt={settings.title} h={36} w="auto" fit="contain" /> : <Text fw={800} fz="lg">{settings.title}</Text>}
          </UnstyledButton>
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Navigasi utama" wrap="nowrap">
            {nav.map((link) => (
              <SiteLink key={link.to} link={link} className="site-header__link" />
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {header.cta ? (
              <Button component={Link} to={header.cta.to} radius="xl" visibleFrom="sm" color={variant === "brand" ? "accent" : "brand"}>
                {header.cta.label}
              </Button>
            ) : null}
            {nav.length ? <MenuBurger opened={opened} onClick={() => (setMenuUsed(true), toggle())} hiddenFrom="md" aria-label="Buka menu" color="currentColor" /> : null}
          </Group>
        </Group>
      </Container>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} title={settings.title} nav={nav} cta={header.cta} />
        </Suspense>
      ) : null}
    </Box>
  );
}
