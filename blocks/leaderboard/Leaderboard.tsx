import { Badge, Paper, Table, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { leaderboardRecord } from "./leaderboardRecord.js";
import { generic } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { BlockSection, EmptyText } from "../shared/BlockSection.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { leaderboardSchema } from "./leaderboardSchema.js";
import { formatNumber } from "../shared/formatNumber.js";

export type LeaderboardProps = FromSchema<typeof leaderboardSchema>;
export type LeaderboardRow = FromSchema<typeof leaderboardRecord>;

const MEDALS: Record<number, string> = { 1: "yellow", 2: "gray", 3: "orange" };

/** Provinces ranked by their students' scores, with the top schools of each. */
export function Leaderboard({ props, data }: BlockComponentProps<LeaderboardProps>) {
  const board = generic<LeaderboardRow[]>(data.leaderboard);
  const rows = board.data;
  return (
    <BlockSection heading={props}>
      <SourceNotice state={board} label="papan peringkat" />
      {rows && !rows.length ? <EmptyText>{props.emptyText ?? "Belum ada nilai yang tercatat."}</EmptyText> : null}
      {rows?.length ? (
        <Paper withBorder radius="lg" style={{ overflow: "hidden" }}>
          <Table verticalSpacing="sm" horizontalSpacing="sm" striped highlightOnHover data-leaderboard>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56} ta="center">
                  #
                </Table.Th>
                <Table.Th>Provinsi</Table.Th>
                <Table.Th ta="right">Poin</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Rata-rata
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Siswa
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.provinceId ?? row.province ?? index} data-rank={row.rank}>
                  <Table.Td ta="center">
                    {MEDALS[row.rank] ? (
                      <Badge circle size="lg" color={MEDALS[row.rank]} variant="filled">
                        {row.rank}
                      </Badge>
                    ) : (
                      <Text fw={700}>{row.rank}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={700}>{row.province}</Text>
                    {row.topSchools?.length ? (
                      <Text fz="xs" c="dimmed">
                        Teratas: {row.topSchools.map((school) => (school.city ? `${school.school} (${school.city})` : school.school)).join(", ")}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text fw={800} c="brand.7">
                      {formatNumber(row.totalPoints, 1)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {row.averagePoints !== undefined ? formatNumber(row.averagePoints, 1) : "–"}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {row.scoredStudents ?? "–"}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
    </BlockSection>
  );
}
