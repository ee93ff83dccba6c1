import { Anchor, AspectRatio, Badge, Button, Container, Group, Image, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { imageSources } from "../../engine/render/imageSources.js";
import { generic } from "../../engine/render/SourceState.js";
import type { ClassItem } from "../class-list/ClassCard.js";
import { classBadge } from "../class-list/classBadge.js";
import { formatDate } from "../shared/formatDate.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { classDetailSchema } from "./classDetailSchema.js";

export type ClassDetailProps = FromSchema<typeof classDetailSchema>;
type ClassOverview = ClassItem & { syllabus?: { title: string; hours?: number }[]; totalHours?: number; studentCount?: number };

const LEVELS: Record<string, string> = { beginner: "Pemula", intermediate: "Menengah", advanced: "Lanjutan" };
const TYPES: Record<string, string> = { online: "Daring", offline: "Luring", hybrid: "Hibrida" };

function Fact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** One class: its status badge, facts, description and syllabus (class overview). */
export function ClassDetail({ props, data }: BlockComponentProps<ClassDetailProps>) {
  const overview = generic<ClassOverview>(data.class);
  const item = overview.data;
  const badge = item ? classBadge(item) : undefined;
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      {props.back ? (
        <Anchor component={Link} to={props.back.to} fz="sm" fw={600}>
          ← {props.back.label}
        </Anchor>
      ) : null}
      <SourceNotice state={overview} label="kelas" />
      {item && badge ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40} mt="md">
          <Stack gap="md">
            <Group gap="xs">
              <Badge color={badge.color} variant="light" data-badge={badge.state}>
                {badge.label}
              </Badge>
              {item.programName ? <Text fz="sm" c="dimmed">{item.programName}</Text> : null}
            </Group>
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
              {item.name}
            </Title>
            {item.description ? <Text fz="lg" c="dimmed">{item.description}</Text> : null}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" mt="xs">
              <Fact label="Mulai" value={formatDate(item.startDate)} />
              <Fact label="Selesai" value={formatDate(item.endDate)} />
              <Fact label="Tingkat" value={item.level ? LEVELS[item.level] ?? item.level : undefined} />
              <Fact label="Format" value={item.type ? TYPES[item.type] ?? item.type : undefined} />
              <Fact label="Mentor" value={item.mentorName} />
              <Fact label="Durasi" value={item.totalHours ? `${item.totalHours} jam` : undefined} />
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
              <Image {...imageSources(item.logo, "(min-width: 62em) 560px, 100vw")} alt="" radius="lg" />
            </AspectRatio>
            {item.syllabus?.length ? (
              <Paper withBorder radius="lg" p="lg">
                <Title order={2} fz="lg" mb="sm">
                  Silabus
                </Title>
                <List spacing={6} type="ordered">
                  {item.syllabus.map((topic) => (
                    <List.Item key={topic.title}>
                      {topic.title}
                      {topic.hours ? <Text span c="dimmed" fz="sm"> · {topic.hours} jam</Text> : null}
                    </List.Item>
                  ))}
                </List>
              </Paper>
            ) : null}
          </Stack>
        </SimpleGrid>
      ) : null}
    </Container>
  );
}
