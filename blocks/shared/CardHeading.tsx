import { Text, Title } from "@mantine/core";

/** A card's title (two lines at most) and its summary (three lines at most). */
export function CardHeading({ title, summary }: { title: string; summary?: string }) {
  return (
    <>
      <Title order={3} fz="lg" lh={1.3} lineClamp={2}>
        {title}
      </Title>
      {summary ? (
        <Text fz="sm" c="dimmed" lineClamp={3}>
          {summary}
        </Text>
      ) : null}
    </>
  );
}
