import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { chapterHref } from "./chapterNavigation.js";
import type { CourseModule } from "../syllabus/syllabusTypes.js";
import { formatMinutes } from "./formatMinutes.js";
import { useHeadingOrder, PageLink } from "../../../engine/react.js";

/** The modules of a course, each with its chapters as links; the current chapter (if any) is marked. */
export function CourseModules({
  modules,
  courseSlug,
  chapterPath,
  currentChapter,
  compact = false,
}: {
  modules: readonly CourseModule[];
  courseSlug: string;
  chapterPath: string;
  currentChapter?: string;
  compact?: boolean;
}) {
  const h = useHeadingOrder();
  return (
    <Stack gap={compact ? "sm" : "md"} component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {modules.map((module) => (
        <Paper key={module.slug} component="li" withBorder radius="md" p={compact ? "sm" : "lg"} data-module={module.slug}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed" fw={700} tt="uppercase">
                Modul {module.position}
              </Text>
              <Title order={h(compact ? 1 : 2)} fz={compact ? "sm" : "lg"}>
                {module.title}
              </Title>
            </Stack>
            {compact ? null : (
              <Badge variant="light" style={{ flexShrink: 0 }}>
                {formatMinutes(module.durationMinutes)}
              </Badge>
            )}
          </Group>
          {compact ? null : (
            <Text fz="sm" c="dimmed" mt={4}>
              {module.summary}
            </Text>
          )}
          <Stack gap={4} mt="xs" component="ol" style={{ paddingLeft: compact ? 16 : 20, margin: 0 }}>
            {module.chapters.map((chapter) => {
              const current = chapter.slug === currentChapter;
              return (
                <li key={chapter.slug}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Anchor
                      component={PageLink}
                      to={chapterHref(chapterPath, courseSlug, { moduleSlug: module.slug, slug: chapter.slug })}
                      fz="sm"
                      fw={current ? 800 : 500}
                      c={current ? undefined : "dark"}
                      aria-current={current ? "page" : undefined}
                      data-chapter={chapter.slug}
                    >
                      {chapter.title}
                    </Anchor>
                    {compact ? null : (
                      <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {chapter.durationMinutes} menit
                      </Text>
                    )}
                  </Group>
                </li>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
