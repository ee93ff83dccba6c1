import { Button, Stack, Text } from "@mantine/core";
import { renderSpan } from "../shared/renderSpan.js";
import type { ChapterLink } from "../shared/course/chapterNavigation.js";
import { PageLink } from "../../engine/react.js";

/** How each step looks: the way back is quieter (default button, dimmed hint) than the way on. */
const STEPS = {
  previous: { rel: "prev", variant: "default", hint: "← Sebelumnya", align: "flex-start", hintColor: "dimmed" },
  next: { rel: "next", variant: undefined, hint: "Berikutnya →", align: "flex-end", hintColor: undefined },
} as const;

/** The link to the previous or next chapter: a hint over the chapter's title, truncated on one line. */
export function ChapterStepButton({ step, chapter, to }: { step: keyof typeof STEPS; chapter: ChapterLink; to: string }) {
  const look = STEPS[step];
  const marker = { [`data-chapter-${step}`]: chapter.slug };
  return (
    <Button component={PageLink} to={to} variant={look.variant} radius="xl" rel={look.rel} maw="100%" h="auto" py={8} {...marker}>
      <Stack renderRoot={renderSpan} gap={0} align={look.align} style={{ minWidth: 0 }}>
        <Text span fz="xs" c={look.hintColor}>
          {look.hint}
        </Text>
        <Text span fz="sm" fw={600} truncate maw={{ base: 240, sm: 300 }}>
          {chapter.title}
        </Text>
      </Stack>
    </Button>
  );
}
