import { Anchor, Badge, Box, Breadcrumbs, Container, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import { useHeadingOrder, type BlockComponentProps, PageLink } from "../../engine/react.js";
import { CourseModules } from "../shared/course/CourseModules.js";
import { fillPath } from "../shared/fillPath.js";
import { SafeHtml } from "../shared/SafeHtml.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { ClassSyllabus } from "../shared/syllabus/syllabusTypes.js";
import { ChapterPager } from "./ChapterPager.js";
import { chapterNavigation, DEFAULT_CHAPTER_PATH } from "../shared/course/chapterNavigation.js";
import type { courseChapterSchema } from "./courseChapterSchema.js";

import { MissingRecordHeading } from "../shared/MissingRecordHeading.js";

export type CourseChapterProps = FromSchema<typeof courseChapterSchema>;

/**
 * One chapter of a course: its HTML (sanitized), the course's modules as a sidebar and previous/next links. The slot
 * is `v1/class/syllabus` with the route's slug, moduleSlug and chapterSlug; the route's `meta` on the same call makes
 * a missing chapter answer 404. Grid gutters stay within the container's padding, so the grid's negative margins
 * never widen the page.
 */
export function CourseChapter({ props, data }: BlockComponentProps<CourseChapterProps>) {
  const h = useHeadingOrder();
  const state = generic<ClassSyllabus>(data.chapter);
  const course = state.data;
  const chapter = course?.chapter;
  const chapterPath = props.chapterPath ?? DEFAULT_CHAPTER_PATH;
  const coursePath = course ? fillPath(props.coursePath ?? "/Courses/{slug}", course) : "/Courses";
  const navigation = course && chapter ? chapterNavigation(course.modules, chapter.slug) : undefined;
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <MissingRecordHeading state={state} label="bab kursus" />
      <SourceNotice state={state} label="bab kursus" />
      {course && chapter && navigation ? (
        <Grid gutter={{ base: "md", md: "xl" }}>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md" component="article" style={{ minWidth: 0 }}>
              <Breadcrumbs separator="›" styles={{ root: { flexWrap: "wrap" } }}>
                <Anchor component={PageLink} to={coursePath} fz="sm">
                  {course.name}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  Modul {chapter.modulePosition}: {chapter.moduleTitle}
                </Text>
              </Breadcrumbs>
              <Title order={h()} fz={{ base: 26, sm: 36 }} lh={1.2}>
                {chapter.title}
              </Title>
              <Group gap="xs">
                <Badge variant="light">
                  Bab {navigation.index} dari {navigation.total}
                </Badge>
                <Text fz="sm" c="dimmed">
                  {chapter.durationMinutes} menit
                </Text>
              </Group>
              <Box className="article-content chapter-content" style={{ overflowWrap: "anywhere" }}>
                <SafeHtml html={chapter.content} />
              </Box>
              <ChapterPager navigation={navigation} courseSlug={course.slug} chapterPath={chapterPath} coursePath={coursePath} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
            <Paper component="aside" aria-label="Daftar modul" withBorder={false} style={{ position: "sticky", top: 80 }}>
              <Text fw={800} mb="sm">
                Daftar modul
              </Text>
              <CourseModules modules={course.modules} courseSlug={course.slug} chapterPath={chapterPath} currentChapter={chapter.slug} compact />
            </Paper>
          </Grid.Col>
        </Grid>
      ) : null}
    </Container>
  );
}
