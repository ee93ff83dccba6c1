import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useEffect, useState } from "react";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { storeSession, SESSION_MESSAGES } from "../../engine/index.js";
import { useEngine, useHeadingOrder, type BlockComponentProps, PageLink, useSiteLocation } from "../../engine/react.js";
import type { authCallbackSchema } from "./authCallbackSchema.js";

import { readCallback, rememberRole } from "./completeSignIn.js";

export type AuthCallbackProps = FromSchema<typeof authCallbackSchema>;

/** /CallbackAuth: hands the access token to this site's server (which checks the round trip), reads the user, sets the role. */
export function AuthCallback({ props }: BlockComponentProps<AuthCallbackProps>) {
  const h = useHeadingOrder();
  const { api } = useEngine();
  const { search, hash } = useSiteLocation();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const callback = readCallback(search, hash);
    // The token leaves the address bar (and the history) before anything else happens.
    if (hash) window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    // Nothing came back to hand over (the page opened by itself): no round trip to ask the server about.
    if (!callback.token || !callback.accessToken) {
      setProblem(SESSION_MESSAGES.roundTrip);
      return;
    }
    let cancelled = false;
    const finish = async () => {
      await storeSession(window.fetch.bind(window), callback.accessToken, callback.token);
      const user = await api.call(getCatalogueEntry("account.userDetail"), {}).catch((error: unknown) => {
        throw new Error(`Data akun tidak dapat dibaca: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (cancelled) return;
      rememberRole(user, new URLSearchParams(search).get("type"), window.localStorage);
      // A full load: the server renders the next page for the signed-in visitor.
      window.location.replace(callback.next);
    };
    finish().catch((error: unknown) => {
      if (!cancelled) setProblem(error instanceof Error ? error.message : String(error));
    });
    return () => {
      cancelled = true;
    };
  }, [api, search, hash]);

  return (
    <Container size="xs" py={96}>
      <Stack align="center" ta="center" gap="md">
        {problem ? (
          <Alert color="red" variant="light" data-sign-in-error>
            <Title order={h()} fz="md" mb="xs">
              Gagal masuk
            </Title>
            <Text fz="sm">{problem}</Text>
            <Anchor component={PageLink} to="/" fz="sm" c="inherit" underline="always">
              Kembali ke halaman utama
            </Anchor>
          </Alert>
        ) : (
          <>
            <Loader role="status" aria-label="Memproses" />
            <Title order={h()} fz="xl">
              {props.title ?? "Menyelesaikan proses masuk…"}
            </Title>
          </>
        )}
      </Stack>
    </Container>
  );
}
