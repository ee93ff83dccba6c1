import "../shared/coverCard.css";
import { Box, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { mentorRecord } from "./mentorRecord.js";
import { IMAGE_BOXES, generic, imageSources } from "../../engine/index.js";
import { useMedia, useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection, EmptyText } from "../shared/BlockSection.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { mentorListSchema } from "./mentorListSchema.js";

export type MentorListProps = FromSchema<typeof mentorListSchema>;
export type MentorItem = FromSchema<typeof mentorRecord>;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}

function MentorCard({ mentor }: { mentor: MentorItem }) {
  const media = useMedia();
  const h = useHeadingOrder();
  return (
    <Paper withBorder radius="lg" p="lg" ta="center" className="lift-card" data-mentor={mentor.slug ?? mentor.id}>
      <Stack gap={6} align="center">
        <Box w={112} h={112} style={{ borderRadius: "50%", overflow: "hidden", background: "var(--mantine-color-brand-1)" }} mb={6}>
          {mentor.avatar ? (
            <Image {...imageSources(media, mentor.avatar, "112px", IMAGE_BOXES.square)} alt={`Foto ${mentor.name}`} w={112} h={112} fit="cover" />
          ) : (
            <Text fz={36} fw={800} lh="112px" c="brand.7">
              {initials(mentor.name)}
            </Text>
          )}
        </Box>
        <Title order={h()} fz="lg" lh={1.3}>
          {mentor.name}
        </Title>
        {mentor.expertise ? (
          <Text fz="sm" c="dimmed">
            {mentor.expertise}
          </Text>
        ) : null}
        {mentor.activeClassCount ? (
          <Text fz="xs" fw={600} c="brand.7">
            Mengajar {mentor.activeClassCount} kelas aktif
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Mentors teaching a class that has not ended: avatar, name and expertise. */
export function MentorList({ props, data }: BlockComponentProps<MentorListProps>) {
  const mentors = generic<MentorItem[]>(data.mentors);
  const items = mentors.data ? mentors.data.slice(0, props.limit ?? mentors.data.length) : undefined;
  return (
    <BlockSection heading={props}>
      <SourceNotice state={mentors} label="daftar mentor" />
      {items && !items.length ? <EmptyText>{props.emptyText ?? "Belum ada mentor aktif saat ini."}</EmptyText> : null}
      {items?.length ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {items.map((mentor) => (
            <MentorCard key={mentor.id} mentor={mentor} />
          ))}
        </SimpleGrid>
      ) : null}
    </BlockSection>
  );
}
