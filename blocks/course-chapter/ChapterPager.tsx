import { Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { chapterHref, type ChapterNavigation } from "./chapterNavigation.js";
import { renderSpan } from "../shared/renderSpan.js";

/** Previous and next chapter links under a chapter; they wrap under each other on narrow screens. */
export function ChapterPager({
  navigation,
  courseSlug,
  chapterPath,
  coursePath,
}: {
  navigation: ChapterNavigation;
  courseSlug: string;
  chapterPath: string;
  coursePath: string;
}) {
  const { previous, next } = navigation;
  return (
    <Group justify="space-between" gap="sm" mt="xl" component="nav" aria-label="Navigasi bab">
      {previous ? (
        <Button
          component={Link}
          to={chapterHref(chapterPath, courseSlug, previous)}
          variant="default"
          radius="xl"
          rel="prev"
          maw="100%"
          h="auto"
          py={8}
          data-chapter-previous={previous.slug}
        >
          <Stack renderRoot={renderSpan} gap={0} align="flex-start" style={{ minWidth: 0 }}>
            <Text span fz="xs" c="dimmed">
              ← Sebelumnya
            </Text>
            <Text span fz="sm" fw={600} truncate maw={{ base: 240, sm: 300 }}>
              {previous.title}
            </Text>
          </Stack>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button
          component={Link}
          to={chapterHref(chapterPath, courseSlug, next)}
          radius="xl"
          rel="next"
          maw="100%"
          h="auto"
          py={8}
          data-chapter-next={next.slug}
        >
          <Stack renderRoot={renderSpan} gap={0} align="flex-end" style={{ minWidth: 0 }}>
            <Text span fz="xs">
              Berikutnya →
            </Text>
            <Text span fz="sm" fw={600} truncate maw={{ base: 240, sm: 300 }}>
              {next.title}
            </Text>
          </Stack>
        </Button>
      ) : (
        <Button component={Link} to={coursePath} variant="light" radius="xl" h="auto" py={10} style={{ whiteSpace: "normal" }}>
          Selesai · kembali ke kursus
        </Button>
      )}
    </Group>
  );
}
