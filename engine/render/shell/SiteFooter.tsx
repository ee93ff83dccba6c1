import { Box, Container, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEngine } from "../EngineContext.js";
import { SiteLink } from "./SiteLink.js";

export function SiteFooter() {
  const { settings, layout } = useEngine();
  const footer = layout.shell.footer ?? {};
  const columns = footer.columns ?? [];
  return (
    <Box component="footer" className="site-footer">
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 1 + columns.length }} spacing="xl">
          <Stack gap="sm">
            {settings.logoLight ? <Image src={settings.logoLight} alt={settings.title} h={34} w="auto" fit="contain" style={{ objectPosition: "left center" }} /> : <Title order={3}>{settings.title}</Title>}
            {footer.about ? <Text fz="sm" className="site-footer__muted" maw={360}>{footer.about}</Text> : null}
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap={8}>
              <Text fw={700} fz="sm" tt="uppercase" lts={1}>
                {column.title}
              </Text>
              {column.links.map((link) => (
                <SiteLink key={link.to} link={link} className="site-footer__link" />
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text fz="xs" mt={40} className="site-footer__muted">
          {footer.note ?? `© ${settings.title}. Hak cipta dilindungi.`}
        </Text>
      </Container>
    </Box>
  );
}
