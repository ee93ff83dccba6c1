import { Box, Burger, Button, Container, Drawer, Group, Image, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, NavLink } from "react-router-dom";
import { useEngine } from "../EngineContext.js";
import { SiteLink } from "./SiteLink.js";

export function SiteHeader() {
  const { settings, layout } = useEngine();
  const header = layout.shell.header ?? {};
  const [opened, { toggle, close }] = useDisclosure(false);
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
            {nav.length ? <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Buka menu" color="currentColor" /> : null}
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={settings.title} hiddenFrom="md" size="xs" position="right">
        <Stack gap="xs" component="nav" aria-label="Navigasi seluler">
          {nav.map((link) => (
            <NavLink key={link.to} to={link.to} onClick={close} className="site-drawer__link">
              {link.label}
            </NavLink>
          ))}
          {header.cta ? (
            <Button component={Link} to={header.cta.to} onClick={close} radius="xl" mt="md">
              {header.cta.label}
            </Button>
          ) : null}
        </Stack>
      </Drawer>
    </Box>
  );
}
