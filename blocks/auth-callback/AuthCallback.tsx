import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { getCatalogueEntry } from "../../engine/catalogue/catalogue.js";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { useEngine } from "../../engine/render/EngineContext.js";
import type { authCallbackSchema } from "./authCallbackSchema.js";
import { acceptCallback, rememberRole } from "./completeSignIn.js";

export type AuthCallbackProps = FromSchema<typeof authCallbackSchema>;

/** /CallbackAuth: checks the round trip, stores the access token, reads the user, sets the role. */
export function AuthCallback({ props }: BlockComponentProps<AuthCallbackProps>) {
  const { api } = useEngine();
  const { search, hash } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    // The account stand-in sends the access token in the fragment, which never reaches a server, a
    // log or a Referer; a real account host may still send it in the query (spec §2).
    const fragmentToken = new URLSearchParams(hash.replace(/^#/, "")).get("accessToken");
    if (fragmentToken) {
      params.set("accessToken", fragmentToken);
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    }
    const accepted = acceptCallback(params, document.cookie, (cookie) => {
      document.cookie = cookie;
    });
    if (!accepted.ok) {
      setProblem(accepted.reason);
      return;
    }
    let cancelled = false;
    api
      .call(getCatalogueEntry("account.userDetail"), {})
      .then((user) => {
        if (cancelled) return;
        rememberRole(user, params.get("type"), window.localStorage);
        // A full load: the server renders the next page for the signed-in visitor.
        window.location.replace(accepted.next);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(`Data akun tidak dapat dibaca: ${error instanceof Error ? error.message : String(error)}`);
      });
    return () => {
      cancelled = true;
    };
  }, [api, search, hash]);

  return (
    <Container size="xs" py={96}>
      <Stack align="center" ta="center" gap="md">
        {problem ? (
          <Alert color="red" variant="light" title="Gagal masuk" data-sign-in-error>
            <Text fz="sm">{problem}</Text>
            <Anchor component={Link} to="/" fz="sm">
              Kembali ke halaman utama
            </Anchor>
          </Alert>
        ) : (
          <>
            <Loader aria-label="Memproses" />
            <Title order={1} fz="xl">
              {props.title ?? "Menyelesaikan proses masuk…"}
            </Title>
          </>
        )}
      </Stack>
    </Container>
  );
}
