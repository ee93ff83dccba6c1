import { Alert, Container } from "@mantine/core";

/** The visible stand-in for a block that cannot be shown (unknown type, render failure). */
export function BlockFallback({ blockType, reason }: { blockType: string; reason: string }) {
  return (
    <Container size="lg" py="md" data-block-fallback={blockType}>
      <Alert color="gray" variant="light" title="Konten belum dapat ditampilkan">
        {reason} ({blockType})
      </Alert>
    </Container>
  );
}
