import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useRouteParams, useHeadingOrder, type BlockComponentProps, PageLink } from "../../engine/react.js";
import { findLmsFeature, lmsFeaturePath, lmsFeatures, type LmsFeature } from "../shared/lms/lmsData.js";
import { CoverImage } from "../shared/CoverImage.js";
import { CtaButton } from "../shared/CtaButton.js";
import type { lmsFeatureDetailSchema } from "./lmsFeatureDetailSchema.js";
import { CheckMark } from "../shared/CheckMark.js";

export type LmsFeatureDetailProps = FromSchema<typeof lmsFeatureDetailSchema>;

function FeatureLinks() {
  return (
    <Group gap="sm">
      {lmsFeatures.map((feature) => (
        <Button key={feature.slug} component={PageLink} to={lmsFeaturePath(feature)} variant="light" radius="xl">
          {feature.title}
        </Button>
      ))}
    </Group>
  );
}

function Feature({ feature, action }: { feature: LmsFeature; action: LmsFeatureDetailProps["action"] }) {
  const h = useHeadingOrder();
  return (
    <Stack gap={56} data-lms-feature-detail={feature.slug}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: "center" }}>
        <Stack gap="lg">
          <Anchor component={PageLink} to="/Lms" fz="sm" fw={600}>
            ← Semua fitur LMS
          </Anchor>
          <Text fz="sm" fw={700} tt="uppercase" lts={1.5} c="brand.6">
            Fitur LMS
          </Text>
          <Title order={h()} fz={{ base: 32, sm: 44 }} lh={1.15}>
            {feature.title}
          </Title>
          <Text fz={{ base: "md", sm: "lg" }}>{feature.summary}</Text>
          <Text c="dimmed">{feature.description}</Text>
          {action ? <CtaButton link={action} /> : null}
        </Stack>
        <CoverImage src={feature.image} alt={feature.title} fallback={false} style={{ boxShadow: "0 24px 60px -20px rgba(15, 23, 42, 0.35)" }} />
      </SimpleGrid>

      <Stack gap="lg">
        <Title order={h(1)} fz={{ base: 24, sm: 30 }}>
          Yang Anda dapatkan
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: feature.features.length > 3 ? 4 : 3 }} spacing="lg">
          {feature.features.map((item) => (
            <Paper key={item.title} withBorder radius="lg" p="lg" data-lms-feature-item>
              <ThemeIcon radius="xl" size={32} variant="light">
                <CheckMark size={14} />
              </ThemeIcon>
              <Title order={h(2)} fz="lg" mt="md">
                {item.title}
              </Title>
              <Text fz="sm" c="dimmed" mt={6}>
                {item.description}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      {feature.languages?.length ? (
        <Stack gap="lg">
          <Title order={h(1)} fz={{ base: 24, sm: 30 }}>
            {feature.languages.length} bahasa pemrograman
          </Title>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {feature.languages.map((language) => (
              <Box component="li" key={language} data-language={language}>
                <Paper withBorder radius="md" py="sm" px="md" ta="center" fw={700} bg="var(--mantine-color-brand-0)">
                  {language}
                </Paper>
              </Box>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * One static LMS feature from the route's `slug` segment; without a slug it offers links to every
 * feature. An unknown slug never gets here: the route's loader answers 404 when `head` finds none.
 */
export function LmsFeatureDetail({ props }: BlockComponentProps<LmsFeatureDetailProps>) {
  const h = useHeadingOrder();
  const { slug } = useRouteParams();
  const feature = findLmsFeature(slug);
  if (slug && !feature) return null;
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }} component={feature ? "article" : "div"}>
      {feature ? (
        <Feature feature={feature} action={props.action} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Title order={h()} fz={{ base: 24, sm: 30 }}>
            Fitur LMS
          </Title>
          <Text c="dimmed">Pilih fitur untuk melihat rinciannya.</Text>
          <FeatureLinks />
        </Stack>
      )}
    </Container>
  );
}

export { lmsFeatureHead } from "../shared/lms/lmsData.js";
