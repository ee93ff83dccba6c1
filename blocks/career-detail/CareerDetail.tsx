import { Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic, paginated } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { careerPeriod } from "../shared/career/CareerCard.js";
import { PaginatedCards } from "../shared/PaginatedCards.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import { CoverImage } from "../shared/CoverImage.js";
import { CtaButton } from "../shared/CtaButton.js";
import { DetailColumns } from "../shared/DetailColumns.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { DetailHeading } from "../shared/DetailHeading.js";
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
          <DetailColumns aside={<CoverImage src={item.cover} />}>
            <DetailHeading badge={<Badge variant="light">Karier</Badge>} notes={[item.organizer]} title={item.title} lead={item.summary} />
            <Group gap="xl">
              {item.location ? <Fact label="Lokasi">{item.location}</Fact> : null}
              {period ? <Fact label="Periode">{period}</Fact> : null}
              {item.jobCount ? <Fact label="Lowongan">{String(item.jobCount)}</Fact> : null}
            </Group>
            {props.apply ? <CtaButton link={props.apply} /> : null}
          </DetailColumns>
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
