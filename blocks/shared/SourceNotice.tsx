import { Alert, Loader, Center } from "@mantine/core";
import type { SourceState } from "../../engine/index.js";

/**
 * What a data block shows while its source is loading or after it failed; null once data is there.
 * A failing source degrades only its own block. The visitor reads our own words, never the
 * upstream's error text (that goes to the server's log, once, with the source's id).
 */
export function SourceNotice({ state, label }: { state: SourceState; label: string }) {
  if (state.status === "pending") {
    return (
      <Center py="xl" aria-busy="true">
        <Loader size="sm" role="status" aria-label={`Memuat ${label}`} />
      </Center>
    );
  }
  if (state.status === "error") {
    return (
      <Alert color="red" variant="light" title={`${label[0]!.toUpperCase()}${label.slice(1)} gagal dimuat`}>
        Silakan coba beberapa saat lagi.
      </Alert>
    );
  }
  return null;
}
