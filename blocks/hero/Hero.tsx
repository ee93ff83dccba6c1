import "./hero.css";
import { AspectRatio, Box, Button, Container, Group, Image, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { IMAGE_BOXES, imageSources } from "../../engine/render/imageSources.js";
import { HERO_IMAGE_SIZES } from "./heroImage.js";
import type { heroSchema } from "./heroSchema.js";

export type HeroProps = FromSchema<typeof heroSchema>;

function Check() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden>
      <path d="M2 6.5 4.8 9 10 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Hero({ props }: BlockComponentProps<HeroProps>) {
  const tone = props.tone ?? "light";
  const actions = props.actions ?? [];
  return (
    <Box className={`hero hero--${tone}`} py={{ base: 48, sm: 88 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: props.image ? 2 : 1 }} spacing={48} style={{ alignItems: "center" }}>
          <Stack gap="lg" maw={props.image ? undefined : 760}>
            {props.eyebrow ? (
              <Text fz="sm" fw={700} tt="uppercase" lts={1.5} className="hero__eyebrow">
                {props.eyebrow}
              </Text>
            ) : null}
            <Title order={1} fz={{ base: 34, sm: 48, md: 56 }} lh={1.1} className="hero__title">
              {props.title}
            </Title>
            {props.subtitle ? (
              <Text fz={{ base: "md", sm: "xl" }} className="hero__subtitle">
                {props.subtitle}
              </Text>
            ) : null}
            {props.highlights?.length ? (
              <List spacing={6} icon={<ThemeIcon size={20} radius="xl" color={tone === "light" ? "brand" : "accent"}><Check /></ThemeIcon>}>
                {props.highlights.map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            ) : null}
            {actions.length ? (
              <Group gap="sm" mt="xs">
                {actions.map((action, i) => {
                  const variant = i === 0 ? "filled" : tone === "light" ? "outline" : "white";
                  const color = i === 0 && tone !== "light" ? "accent" : "brand";
                  return /^https?:/.test(action.to) || action.to.startsWith("#") ? (
                    <Button key={action.to} component="a" href={action.to} size="lg" radius="xl" variant={variant} color={color}>
                      {action.label}
                    </Button>
                  ) : (
                    <Button key={action.to} component={Link} to={action.to} size="lg" radius="xl" variant={variant} color={color}>
                      {action.label}
                    </Button>
                  );
                })}
              </Group>
            ) : null}
          </Stack>
          {/* A layout's picture may have any shape: drawn 16:9 (cropped), its space kept before it loads. The page's LCP image. */}
          {props.image ? (
            <AspectRatio ratio={16 / 9}>
              <Image {...imageSources(props.image, HERO_IMAGE_SIZES, { ...IMAGE_BOXES.cover, priority: true })} h="auto" alt={props.imageAlt ?? ""} radius="xl" className="hero__image" />
            </AspectRatio>
          ) : null}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
