import { AspectRatio, Container, Grid, Group, Image, List, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { IMAGE_BOXES, imageSources } from "../../engine/index.js";
import { useMedia, useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { LinkButton } from "../shared/LinkButton.js";
import { TEXT_MEDIA_IMAGE_SIZES } from "./textMediaImage.js";
import type { textMediaSchema } from "./textMediaSchema.js";

export type TextMediaProps = FromSchema<typeof textMediaSchema>;

/** Text beside an image; `reverse` puts the image first on wide screens. */
export function TextMedia({ props }: BlockComponentProps<TextMediaProps>) {
  const media = useMedia();
  const h = useHeadingOrder();
  const reverse = props.reverse === true;
  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      {/* Grid order, not DOM position, moves the image: phones and screen readers get the text first. */}
      <Grid gutter={{ base: 32, md: 56 }} align="center" data-reverse={reverse || undefined}>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: reverse ? 2 : 1 }}>
          <Stack gap="md">
            {props.eyebrow ? (
              <Text fz="sm" fw={700} tt="uppercase" lts={1.5} c="brand.6">
                {props.eyebrow}
              </Text>
            ) : null}
            <Title order={h()} fz={{ base: 26, sm: 34 }}>
              {props.title}
            </Title>
            {(props.paragraphs ?? []).map((text, i) => (
              <Text key={i} c="dimmed" fz={{ base: "md", sm: "lg" }}>
                {text}
              </Text>
            ))}
            {props.bullets?.length ? (
              <List spacing={6}>
                {props.bullets.map((text, i) => (
                  <List.Item key={`${text}-${i}`}>{text}</List.Item>
                ))}
              </List>
            ) : null}
            {props.actions?.length ? (
              <Group gap="sm" mt="xs">
                {props.actions.map((action, i) => (
                  <LinkButton key={`${action.to}-${i}`} to={action.to} label={action.label} radius="xl" variant={i === 0 ? "filled" : "outline"} />
                ))}
              </Group>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: reverse ? 1 : 2 }}>
          {/* A layout's picture may have any shape: drawn 16:9 (cropped), its space kept before it loads. */}
          <AspectRatio ratio={16 / 9}>
            <Image {...imageSources(media, props.image, TEXT_MEDIA_IMAGE_SIZES, IMAGE_BOXES.cover)} h="auto" alt={props.imageAlt ?? ""} radius="xl" />
          </AspectRatio>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
