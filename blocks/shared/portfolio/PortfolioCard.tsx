import { Badge, Group, Text, Title } from "@mantine/core";
import { CoverCard } from "../CoverCard.js";
import { formatDate } from "../formatDate.js";
import { KIND_LABELS, portfolioPath, type PortfolioEntry } from "./portfolioData.js";
import { useHeadingOrder } from "../../../engine/react.js";

export function PortfolioCard({ entry }: { entry: PortfolioEntry }) {
  const h = useHeadingOrder();
  return (
    <CoverCard to={portfolioPath(entry)} cover={entry.cover} fallbackCover="cover/portofolio.svg" data-portfolio={entry.slug}>
      <Group gap="xs">
        <Badge variant="light" radius="sm">
          {KIND_LABELS[entry.kind]}
        </Badge>
        <Text fz="xs" c="dimmed">
          {formatDate(entry.date)}
        </Text>
      </Group>
      <Text fz="sm" fw={700} c="brand.7">
        {entry.clientName}
      </Text>
      <Title order={h()} fz="lg" lh={1.3} lineClamp={2}>
        {entry.title}
      </Title>
      <Text fz="sm" c="dimmed" lineClamp={3}>
        {entry.summary}
      </Text>
      <Text fz="sm" fw={700} c="brand.7" mt={4}>
        Lihat portofolio →
      </Text>
    </CoverCard>
  );
}
