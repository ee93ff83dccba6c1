import { imageSources } from "../../engine/index.js";
import { Anchor, Image, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";

import { useMedia, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection } from "../shared/BlockSection.js";
import type { clientLogosSchema } from "./clientLogosSchema.js";

export type ClientLogosProps = FromSchema<typeof clientLogosSchema>;
type Client = ClientLogosProps["clients"][number];

// Logos are drawn in a 180 × 56 box (contained, whatever their shape); the provider picks the smallest width that covers it.
const LOGO_SIZES = "180px";
const LOGO_BOX = { width: 180, height: 56 };

function Logo({ client }: { client: Client }) {
  const media = useMedia();
  const tile = (
    <Paper withBorder radius="md" p="md" h="100%" data-client={client.name}>
      <Stack gap={6} align="center" justify="center" h="100%">
        {/* The caption names the client when it is the name: the logo is then decorative, not read twice. */}
        <Image
          {...imageSources(media, client.logo, LOGO_SIZES, LOGO_BOX)}
          alt={client.caption ? client.name : ""}
          w={LOGO_BOX.width}
          maw="100%"
          h={LOGO_BOX.height}
          fit="contain"
        />
        <Text fz="xs" c="dimmed" ta="center" lineClamp={2}>
          {client.caption ?? client.name}
        </Text>
      </Stack>
    </Paper>
  );
  if (!client.href) return tile;
  const external = /^https?:/.test(client.href);
  return (
    <Anchor href={client.href} underline="never" {...(external ? { target: "_blank", rel: "noopener" } : {})} h="100%">
      {tile}
    </Anchor>
  );
}

/** A grid of client or partner logos, each with its name and an optional link. */
export function ClientLogos({ props }: BlockComponentProps<ClientLogosProps>) {
  const columns = props.columns ?? 4;
  return (
    <BlockSection heading={props}>
      <SimpleGrid cols={{ base: 2, sm: Math.min(3, columns), md: columns }} spacing={{ base: "sm", sm: "md" }}>
        {props.clients.map((client, i) => (
          <Logo key={`${client.name}-${i}`} client={client} />
        ))}
      </SimpleGrid>
    </BlockSection>
  );
}
