import type { FromSchema } from "json-schema-to-ts";
import { Group, Text } from "@mantine/core";
import { CoverCard } from "../shared/CoverCard.js";
import { fillPath } from "../shared/fillPath.js";
import { CardHeading } from "../shared/CardHeading.js";
import { formatNumber } from "../shared/formatNumber.js";
import type { programRecord } from "../shared/program/programRecord.js";

export type ProgramItem = FromSchema<typeof programRecord>;

/** "7 kelas · 37 siswa · 7 sekolah", leaving out what is not known. */
export function programCounts(item: ProgramItem): string {
  return [
    item.classCount !== undefined ? `${formatNumber(item.classCount)} kelas` : undefined,
    item.studentCount !== undefined ? `${formatNumber(item.studentCount)} siswa` : undefined,
    item.schoolCount !== undefined ? `${formatNumber(item.schoolCount)} sekolah` : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
}

export function ProgramCard({ item, detailPath }: { item: ProgramItem; detailPath: string }) {
  const counts = programCounts(item);
  return (
    <CoverCard to={fillPath(detailPath, item)} cover={item.logo} fallbackCover="cover/kelas.svg" data-program={item.slug}>
      <CardHeading title={item.name} summary={item.summary} />
      {counts ? (
        <Group gap="xs" mt={4}>
          <Text fz="xs" c="dimmed" fw={600}>
            {counts}
          </Text>
        </Group>
      ) : null}
    </CoverCard>
  );
}
