import { AspectRatio, Badge, Button, Group, Image, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { classOverviewRecord } from "./classOverviewRecord.js";
import { Link } from "react-router-dom";
import { IMAGE_BOXES, imageSources, generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { classBadge } from "../class-list/classBadge.js";
import { formatDate } from "../shared/formatDate.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { Fact } from "../shared/Fact.js";
import type { classDetailSchema } from "./classDetailSchema.js";

export type ClassDetailProps = FromSchema<typeof classDetailSchema>;
type ClassOverview = FromSchema<typeof classOverviewRecord>;

const LEVELS: Record<string, string> = { beginner: "Pemula", intermediate: "Menengah", advanced: "Lanjutan" };
const TYPES: Record<string, string> = { online: "Daring", offline: "Luring", hybrid: "Hibrida" };

/** One class: its status badge, facts, description and syllabus (class overview). */
export function ClassDetail({ props, data }: BlockComponentProps<ClassDetailProps>) {
  const h = useHeadingOrder();
  const overview = generic<ClassOverview>(data.class);
  const item = overview.data;
  const badge = item ? classBadge(item) : undefined;
  return (
    <DetailFrame back={props.back} state={overview} label="kelas">
      {item && badge ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} mt="md">
          <Stack gap="md">
            <Group gap="xs">
              <Badge color={badge.color} variant="light" data-badge={badge.state}>
                {badge.label}
              </Badge>
              {item.programName ? (
                <Text fz="sm" c="dimmed">
                  {item.programName}
                </Text>
              ) : null}
            </Group>
            <Title order={h()} fz={{ base: 28, sm: 40 }} lh={1.15}>
              {item.name}
            </Title>
            {item.description ? (
              <Text fz="lg" c="dimmed">
                {item.description}
              </Text>
            ) : null}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" mt="xs">
              <Fact label="Mulai">{formatDate(item.startDate)}</Fact>
              <Fact label="Selesai">{formatDate(item.endDate)}</Fact>
              <Fact label="Tingkat">{item.level ? (LEVELS[item.level] ?? item.level) : undefined}</Fact>
              <Fact label="Format">{item.type ? (TYPES[item.type] ?? item.type) : undefined}</Fact>
              <Fact label="Mentor">{item.mentorName}</Fact>
              <Fact label="Durasi">{item.totalHours ? `${item.totalHours} jam` : undefined}</Fact>
            </SimpleGrid>
            {props.cta ? (
              <Group mt="sm">
                <Button component={Link} to={props.cta.to} size="md" radius="xl">
                  {props.cta.label}
                </Button>
              </Group>
            ) : null}
          </Stack>
          <Stack gap="md">
            <AspectRatio ratio={16 / 9}>
              <Image {...imageSources(item.logo, "(min-width: 62em) 560px, 100vw", { ...IMAGE_BOXES.cover, priority: true })} h="auto" alt="" radius="lg" />
            </AspectRatio>
            {item.syllabus?.length ? (
              <Paper withBorder radius="lg" p="lg">
                <Title order={h(1)} fz="lg" mb="sm">
                  Silabus
                </Title>
                <List spacing={6} type="ordered">
                  {item.syllabus.map((topic) => (
                    <List.Item key={topic.title}>
                      {topic.title}
                      {topic.hours ? (
                        <Text span c="dimmed" fz="sm">
                          {" "}
                          · {topic.hours} jam
                        </Text>
                      ) : null}
                    </List.Item>
                  ))}
                </List>
              </Paper>
            ) : null}
          </Stack>
        </SimpleGrid>
      ) : null}
    </DetailFrame>
  );
}
