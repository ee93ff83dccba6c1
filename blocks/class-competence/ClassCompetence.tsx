import { Anchor, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import type { competenceClassRecord } from "./competenceRecords.js";
import { classBadge } from "../shared/class/classBadge.js";
import { ClassStateBadge } from "../shared/class/ClassStateBadge.js";
import { LEVEL_LABELS } from "../shared/class/classFilters.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { DetailHeading } from "../shared/DetailHeading.js";
import { Fact } from "../shared/Fact.js";
import { fillPath } from "../shared/fillPath.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { ClassSyllabus } from "../shared/syllabus/syllabusTypes.js";
import type { classCompetenceSchema } from "./classCompetenceSchema.js";
import { CompetenceCard } from "./CompetenceCard.js";
import { deriveCompetences } from "./deriveCompetences.js";
import { PageLink } from "../../engine/react.js";

export type ClassCompetenceProps = FromSchema<typeof classCompetenceSchema>;

/** The competences a class builds (from its syllabus), with the class's level and hours. */
export function ClassCompetence({ props, data }: BlockComponentProps<ClassCompetenceProps>) {
  const overview = generic<FromSchema<typeof competenceClassRecord>>(data.class);
  const syllabus = generic<ClassSyllabus>(data.syllabus);
  const item = overview.data;
  const competences = syllabus.data ? deriveCompetences(syllabus.data) : [];
  const badge = item ? classBadge(item) : undefined;
  return (
    <DetailFrame back={props.back} state={overview} label="kompetensi kelas">
      {item && badge ? (
        <Stack gap="xl" mt="md">
          <Stack gap="sm">
            <DetailHeading
              badge={<ClassStateBadge badge={badge} />}
              notes={[item.programName]}
              eyebrow={
                <Text fz="sm" fw={700} c="brand.7" tt="uppercase">
                  Kompetensi
                </Text>
              }
              title={item.name}
              lead={item.description}
            />
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" mt="xs">
              <Fact label="Tingkat">{item.level ? (LEVEL_LABELS[item.level] ?? item.level) : undefined}</Fact>
              <Fact label="Unit kompetensi">{competences.length ? String(competences.length) : undefined}</Fact>
              <Fact label="Total durasi">{syllabus.data?.totalHours ? `${syllabus.data.totalHours} jam` : undefined}</Fact>
              <Fact label="Mentor">{item.mentorName}</Fact>
            </SimpleGrid>
          </Stack>
          <SourceNotice state={syllabus} label="silabus kelas" />
          {syllabus.data && !competences.length ? <Text c="dimmed">Kompetensi kelas ini sedang disusun.</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {competences.map((competence) => (
              <CompetenceCard key={competence.code} competence={competence} />
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Anchor component={PageLink} to={fillPath(props.classPath ?? "/Class/{slug}", item)} fw={600}>
              Lihat detail kelas →
            </Anchor>
            {props.cta ? (
              <Button component={PageLink} to={props.cta.to} radius="xl">
                {props.cta.label}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
