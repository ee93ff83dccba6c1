import { AspectRatio, Badge, Button, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { Link } from "react-router-dom";
import { IMAGE_BOXES, imageSources, mediaUrl, generic, paginated } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { careerPeriod } from "../career-list/CareerCard.js";
import { PaginatedCards } from "../shared/PaginatedCards.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { Fact } from "../shared/Fact.js";
import type { careerDetailSchema } from "./careerDetailSchema.js";
import type { careerDetailRecord } from "./careerRecord.js";
import { JobCard, type JobItem } from "./JobCard.js";

export type CareerDetailProps = FromSchema<typeof careerDetailSchema>;
type CareerRecord = FromSchema<typeof careerDetailRecord>;

/** One career event: cover, facts, description and its job openings. */
export function CareerDetail({ props, data, bindings }: BlockComponentProps<CareerDetailProps>) {
  const h = useHeadingOrder();
  const career = generic<CareerRecord>(data.career);
  const item = career.data;
  const period = item ? careerPeriod(item) : undefined;
  return (
    <DetailFrame back={props.back} state={career} label="karier">
      {item ? (
        <Stack gap={48} mt="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <Stack gap="md">
              <Group gap="xs">
                <Badge variant="light">Karier</Badge>
                {item.organizer ? (
                  <Text fz="sm" c="dimmed">
                    {item.organizer}
                  </Text>
                ) : null}
              </Group>
              <Title order={h()} fz={{ base: 28, sm: 40 }} lh={1.15}>
                {item.title}
              </Title>
              {item.summary ? (
                <Text fz="lg" c="dimmed">
                  {item.summary}
                </Text>
              ) : null}
              <Group gap="xl">
                {item.location ? <Fact label="Lokasi">{item.location}</Fact> : null}
                {period ? <Fact label="Periode">{period}</Fact> : null}
                {item.jobCount ? <Fact label="Lowongan">{String(item.jobCount)}</Fact> : null}
              </Group>
              {props.apply ? (
                <Group>
                  <Button component={Link} to={props.apply.to} radius="xl" size="md">
                    {props.apply.label}
                  </Button>
                </Group>
              ) : null}
            </Stack>
            <AspectRatio ratio={16 / 9}>
              <Image
                {...imageSources(item.cover, "(min-width: 62em) 560px, 100vw", { ...IMAGE_BOXES.cover, priority: true })}
                h="auto"
                alt=""
                radius="lg"
                fallbackSrc={mediaUrl("cover/kelas.svg")}
              />
            </AspectRatio>
          </SimpleGrid>
          {item.description ? <SafeHtml html={item.description} className="article-content" /> : null}
          <Stack gap="md" id="lowongan">
            <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
              {props.jobsTitle ?? "Lowongan yang tersedia"}
            </Title>
            {data.jobs ? (
              <PaginatedCards
                state={paginated<JobItem>(data.jobs)}
                binding={bindings.jobs}
                label="daftar lowongan"
                emptyText="Belum ada lowongan untuk acara ini."
                columns={2}
                renderItem={(job) => <JobCard key={job.id} job={job} />}
              />
            ) : item.jobs?.length ? (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {item.jobs.map((job) => (
                  <JobCard key={job.id} job={job} />
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">Belum ada lowongan untuk acara ini.</Text>
            )}
          </Stack>
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
