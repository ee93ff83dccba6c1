import "./blockSection.css";
import { Stack, Text, Title } from "@mantine/core";

/** Title and lead text above a block's content. */
export function SectionHeading({ eyebrow, title, subtitle, align = "left" }: { eyebrow?: string; title?: string; subtitle?: string; align?: "left" | "center" }) {
  if (!title && !subtitle && !eyebrow) return null;
  return (
    <Stack gap={6} mb="xl" ta={align} align={align === "center" ? "center" : "flex-start"}>
      {eyebrow ? (
        <Text fz="sm" fw={700} tt="uppercase" lts={1.5} c="brand.6">
          {eyebrow}
        </Text>
      ) : null}
      {title ? (
        <Title order={2} className="section-heading__title">
          {title}
        </Title>
      ) : null}
      {subtitle ? (
        <Text c="dimmed" fz={{ base: "md", sm: "lg" }} maw={680}>
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
