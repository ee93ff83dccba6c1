import { Anchor, AspectRatio, Badge, Box, Button, Container, Grid, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { IMAGE_BOXES, imageSources } from "../../engine/index.js";
import { useMedia, useRouteParams, useHeadingOrder, type BlockComponentProps, PageLink } from "../../engine/react.js";
import { findPortfolioEntry, KIND_LABELS, portfolioKind, type PortfolioEntry } from "../shared/portfolio/portfolioData.js";
import { PORTFOLIO_KINDS } from "../shared/portfolio/portfolioEntrySchema.js";
import { formatDate } from "../shared/formatDate.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import type { portfolioDetailSchema } from "./portfolioDetailSchema.js";
import { PortfolioSummary } from "./PortfolioSummary.js";
import { PortfolioVideo } from "./PortfolioVideo.js";

export type PortfolioDetailProps = FromSchema<typeof portfolioDetailSchema>;

const PAGE_PY = { base: 32, sm: 56 };
/** Two pictures a row on phones, three on desktop. */
const GALLERY_SIZES = "(min-width: 62em) 360px, 50vw";
const WIDE_SIZES = "(min-width: 62em) 1120px, 100vw";

function Gallery({ title, items }: { title: string; items: readonly { link: string; name: string }[] }) {
  const media = useMedia();
  const h = useHeadingOrder();
  return (
    <Stack gap="md">
      <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: "sm", sm: "lg" }}>
        {items.map((item) => (
          <Box component="figure" m={0} key={item.link}>
            <AspectRatio ratio={16 / 9}>
              <Image {...imageSources(media, item.link, GALLERY_SIZES, IMAGE_BOXES.cover)} h="auto" alt={item.name} radius="md" />
            </AspectRatio>
            <Text component="figcaption" fz="sm" c="dimmed" mt={8}>
              {item.name}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Entry({ entry }: { entry: PortfolioEntry }) {
  const media = useMedia();
  const h = useHeadingOrder();
  return (
    <Stack gap={48} data-portfolio-entry={entry.slug}>
      <Stack gap="lg">
        <Anchor component={PageLink} to={`/Portfolio/${entry.kind}`} fz="sm" fw={600}>
          ← Portofolio {KIND_LABELS[entry.kind].toLowerCase()}
        </Anchor>
        <Group gap="xs">
          <Badge variant="light">Klien {KIND_LABELS[entry.kind]}</Badge>
          <Text fz="sm" c="dimmed">
            {formatDate(entry.date)} · {entry.clientName}
          </Text>
        </Group>
        <Title order={h()} fz={{ base: 28, sm: 40 }} lh={1.2}>
          {entry.title}
        </Title>
        <Text fz={{ base: "md", sm: "lg" }} c="dimmed" maw={820}>
          {entry.summary}
        </Text>
        <AspectRatio ratio={16 / 9}>
          <Image {...imageSources(media, entry.cover, WIDE_SIZES, { ...IMAGE_BOXES.cover, priority: true })} h="auto" alt={entry.title} radius="lg" />
        </AspectRatio>
      </Stack>

      <Grid gutter={{ base: 32, md: 48 }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <SafeHtml html={entry.description} className="article-content" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PortfolioSummary entry={entry} />
        </Grid.Col>
      </Grid>

      <PortfolioVideo video={entry.video} />

      <Gallery title="Dokumentasi kegiatan" items={entry.photos} />
      <Gallery title="Materi dan publikasi" items={entry.images} />
    </Stack>
  );
}

/**
 * One static portfolio entry, from the route's `type` and `title` segments. Without a `title` it is
 * the portfolio page's heading with kind filters. An unknown entry never gets here: the route's
 * loader answers 404 when the block's `head` finds no entry.
 */
export function PortfolioDetail({ props }: BlockComponentProps<PortfolioDetailProps>) {
  const h = useHeadingOrder();
  const { type, title } = useRouteParams();
  if (title) {
    const entry = findPortfolioEntry(type, title);
    return entry ? (
      <Container size="lg" py={PAGE_PY} component="article">
        <Entry entry={entry} />
      </Container>
    ) : null;
  }
  const kind = portfolioKind(type);
  return (
    <Container size="lg" pt={PAGE_PY} pb={0}>
      <Stack gap="md" maw={760}>
        <Text fz="sm" fw={700} tt="uppercase" lts={1.5} c="brand.6">
          {props.eyebrow ?? "Portofolio"}
        </Text>
        <Title order={h()} fz={{ base: 30, sm: 44 }} lh={1.15}>
          {props.title ?? "Program yang telah kami jalankan"}
          {kind ? ` · ${KIND_LABELS[kind]}` : ""}
        </Title>
        {props.subtitle ? (
          <Text fz={{ base: "md", sm: "lg" }} c="dimmed">
            {props.subtitle}
          </Text>
        ) : null}
        {props.showFilters !== false ? (
          <Group gap="xs" mt="xs" role="navigation" aria-label="Kategori portofolio">
            {[undefined, ...PORTFOLIO_KINDS].map((option) => (
              <Button
                key={option ?? "all"}
                component={PageLink}
                to={option ? `/Portfolio/${option}` : "/Portfolio"}
                variant={option === kind ? "filled" : "light"}
                radius="xl"
                size="sm"
                aria-current={option === kind ? "page" : undefined}
              >
                {option ? KIND_LABELS[option] : "Semua"}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}

export { portfolioHead } from "../shared/portfolio/portfolioData.js";
