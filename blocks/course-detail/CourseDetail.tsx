import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps, PageLink } from "../../engine/react.js";
import type { courseRecord } from "./courseRecord.js";
import { classBadge } from "../shared/class/classBadge.js";
import { ClassStateBadge } from "../shared/class/ClassStateBadge.js";
import { LEVEL_LABELS } from "../shared/class/classFilters.js";
import { chapterHref, courseChapters, DEFAULT_CHAPTER_PATH } from "../shared/course/chapterNavigation.js";
import { CoverImage } from "../shared/CoverImage.js";
import { DetailColumns } from "../shared/DetailColumns.js";
import { DetailFrame } from "../shared/DetailFrame.js";
import { DetailHeading } from "../shared/DetailHeading.js";
import { Fact } from "../shared/Fact.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { ClassSyllabus } from "../shared/syllabus/syllabusTypes.js";
import type { courseDetailSchema } from "./courseDetailSchema.js";
import { CourseModules } from "../shared/course/CourseModules.js";
import { formatMinutes } from "../shared/course/formatMinutes.js";

export type CourseDetailProps = FromSchema<typeof courseDetailSchema>;

/** One course: its overview (badge, facts, description) and its modules with chapter links. */
export function CourseDetail({ props, data }: BlockComponentProps<CourseDetailProps>) {
  const h = useHeadingOrder();
  const overview = generic<FromSchema<typeof courseRecord>>(data.course);
  const syllabus = generic<ClassSyllabus>(data.syllabus);
  const item = overview.data;
  const chapterPath = props.chapterPath ?? DEFAULT_CHAPTER_PATH;
  const modules = syllabus.data?.modules ?? [];
  const first = courseChapters(modules)[0];
  const minutes = modules.reduce((sum, module) => sum + module.durationMinutes, 0);
  const chapterCount = modules.reduce((sum, module) => sum + module.chapters.length, 0);
  const badge = item ? classBadge(item) : undefined;
  return (
    <DetailFrame back={props.back} state={overview} label="kursus">
      {item && badge ? (
        <Stack gap={40} mt="md">
          <DetailColumns aside={<CoverImage src={item.logo} />}>
            <DetailHeading badge={<ClassStateBadge badge={badge} />} notes={[item.programName]} title={item.name} lead={item.description} />
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Fact label="Modul">{modules.length ? String(modules.length) : undefined}</Fact>
              <Fact label="Bab">{chapterCount ? String(chapterCount) : undefined}</Fact>
              <Fact label="Durasi">{minutes ? formatMinutes(minutes) : undefined}</Fact>
              <Fact label="Tingkat">{item.level ? (LEVEL_LABELS[item.level] ?? item.level) : undefined}</Fact>
            </SimpleGrid>
            <Group gap="sm">
              {first ? (
                <Button component={PageLink} to={chapterHref(chapterPath, item.slug, first)} radius="xl" size="md">
                  Mulai belajar
                </Button>
              ) : null}
              {props.cta ? (
                <Button component={PageLink} to={props.cta.to} radius="xl" size="md" variant="light">
                  {props.cta.label}
                </Button>
              ) : null}
            </Group>
          </DetailColumns>
          <Stack gap="md" id="modul">
            <Title order={h(1)} fz={{ base: 22, sm: 28 }}>
              Materi kursus
            </Title>
            <SourceNotice state={syllabus} label="materi kursus" />
            {syllabus.data && !modules.length ? <Text c="dimmed">Materi kursus ini sedang disiapkan.</Text> : null}
            <CourseModules modules={modules} courseSlug={item.slug} chapterPath={chapterPath} />
          </Stack>
        </Stack>
      ) : null}
    </DetailFrame>
  );
}
