import { Center, Loader, Stack, Text } from "@mantine/core";

/** Spoken by screen readers while the site starts. */
export const LOADING_LABEL = "Memuat situs…";

/**
 * The full-screen loading view, shown until the version check and the app-id fetch
 * finish. Only a page the server did not render shows it (a client-only shell); a server-rendered page
 * already has its settings, theme and fonts, and starts up in the background.
 */
export function LoadingScreen() {
  return (
    <Center h="100vh" data-loading-screen="" role="status" aria-live="polite" aria-busy="true">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {LOADING_LABEL}
        </Text>
      </Stack>
    </Center>
  );
}
