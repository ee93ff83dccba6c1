import "../shared/coverCard.css";
import { AspectRatio, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import { IMAGE_BOXES, imageSources, mediaUrl, generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { CLASS_BADGES, NO_STATE_BADGE } from "../class-list/classBadge.js";
import { fillPath } from "../shared/fillPath.js";
import { formatDate } from "../shared/formatDate.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import type { programDetailSchema } from "./programDetailSchema.js";
import type { programDetailRecord } from "./programDetailRecord.js";
import { ProgramSchools } from "./ProgramSchools.js";
import { formatNumber } from "../shared/formatNumber.js";

export type ProgramDetailProps = FromSchema<typeof programDetailSchema>;
type ProgramRecord = FromSchema<typeof programDetailRecord>;

function Stat({ label, value }: { label: string; value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <Paper withBorder radius="md" p="md" ta="center">
      <Text fz={{ base: 24, sm: 30 }} fw={800} c="brand.7" lh={1.1}>
        {formatNumber(value)}
      </Text>
      <Text fz="xs" c="dimmed" mt={4}>
        {label}
      </Text>
    </Paper>
  );
}

/** One program: summary, counts, its classes and the schools taking part. */
export function ProgramDetail({ props, data }: BlockComponentProps<ProgramDetailProps>) {
  const h = useHeadingOrder();
  const program = generic<ProgramRecord>(data.program);
  const item = program.data;
  const classPath = props.classPath ?? "/Class/{slug}";
  return (
    <DetailFrame back={props.back} state={program} label="program">
      {item ? (
        <Stack gap={48} mt="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <Stack gap="md">
              <Badge variant="light" w="fit-content">
                Program
              </Badge>
              <Title order={h()} fz={{ base: 28, sm: 40 }} lh={1.15}>
                {item.name}
              </Title>
              {item.summary ? (
                <Text fz="lg" c="dimmed">
                  {item.summary}
                </Text>
              ) : null}
              <SimpleGrid cols={3} spacing="sm">
                <Stat label="Kelas" value={item.classCount} />
                <Stat label="Siswa" value={item.studentCount} />
                <Stat label="Sekolah" value={item.schoolCount} />
              </SimpleGrid>
              {props.cta ? (
                <Group>
                  <Button component={Link} to={props.cta.to} radius="xl" size="md">
                    {props.cta.label}
                  </Button>
                </Group>
              ) : null}
            </Stack>
            <AspectRatio ratio={16 / 9}>
              <Image
                {...imageSources(item.logo, "(min-width: 62em) 560px, 100vw", { ...IMAGE_BOXES.cover, priority: true })}
                h="auto"
                alt=""
                radius="lg"
                fallbackSrc={mediaUrl("cover/kelas.svg")}
              />
            </AspectRatio>
          </SimpleGrid>
          {item.classes?.length ? (
            <Stack gap="md">
              <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
                Kelas dalam program ini
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
                {item.classes.map((entry) => {
                  const badge = CLASS_BADGES.find((candidate) => candidate.state === entry.state) ?? NO_STATE_BADGE;
                  const start = formatDate(entry.startDate);
                  return (
                    <Paper
                      key={entry.id}
                      component={Link}
                      to={fillPath(classPath, entry)}
                      withBorder
                      radius="md"
                      p="md"
                      className="lift-card"
                      data-program-class={entry.slug}
                    >
                      <Stack gap={6}>
                        <Badge color={badge.color} variant="light" radius="sm" w="fit-content">
                          {badge.label}
                        </Badge>
                        <Text fw={700} lh={1.3}>
                          {entry.name}
                        </Text>
                        {start ? (
                          <Text fz="xs" c="dimmed">
                            Mulai {start}
                          </Text>
                        ) : null}
                      </Stack>
                    </Paper>
                  );
                })}
              </SimpleGrid>
            </Stack>
          ) : null}
          <Stack gap="md" id="sekolah">
            <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
              Sekolah peserta
            </Title>
            <ProgramSchools programId={item.id} pageSize={props.schoolsPageSize ?? 10} />
          </Stack>
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
