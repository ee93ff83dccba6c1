import { Button, Group } from "@mantine/core";
import { chapterHref, type ChapterNavigation } from "../shared/course/chapterNavigation.js";
import { ChapterStepButton } from "./ChapterStepButton.js";
import { PageLink } from "../../engine/react.js";

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
      {previous ? <ChapterStepButton step="previous" chapter={previous} to={chapterHref(chapterPath, courseSlug, previous)} /> : <span />}
      {next ? (
        <ChapterStepButton step="next" chapter={next} to={chapterHref(chapterPath, courseSlug, next)} />
      ) : (
        <Button component={PageLink} to={coursePath} variant="light" radius="xl" h="auto" py={10} style={{ whiteSpace: "normal" }}>
          Selesai · kembali ke kursus
        </Button>
      )}
    </Group>
  );
}
