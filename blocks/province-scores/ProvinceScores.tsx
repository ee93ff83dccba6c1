import { Badge, Box, Button, Center, Group, Paper, Progress, Stack, Text, TextInput } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useId, useMemo, useState } from "react";
import { generic, type SourceState } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { BlockSection, EmptyText } from "../shared/BlockSection.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { provinceScoresSchema } from "./provinceScoresSchema.js";
import { rankProvinces, searchProvinces, type ProvinceMetric, type RankedProvince } from "./rankProvinces.js";
import { formatNumber } from "../shared/formatNumber.js";

export type ProvinceScoresProps = FromSchema<typeof provinceScoresSchema>;

const METRIC_LABELS: Record<ProvinceMetric, string> = {
  points: "poin",
  averagePoints: "rata-rata poin",
  students: "siswa",
  schools: "sekolah",
  alumni: "alumni",
};
const MEDALS: Record<number, string> = { 1: "yellow", 2: "gray", 3: "orange" };

const rowsOf = (state: SourceState | undefined): unknown[] => (Array.isArray(state?.data) ? state.data : []);

/** The other numbers known for a province, in one short line. */
function details(row: RankedProvince, metric: ProvinceMetric): string {
  const parts: [ProvinceMetric | "scoredStudents", number | undefined, string][] = [
    ["points", row.points, "poin"],
    ["averagePoints", row.averagePoints, "rata-rata"],
    ["students", row.students ?? row.scoredStudents, "siswa"],
    ["schools", row.schools, "sekolah"],
    ["alumni", row.alumni, "alumni"],
  ];
  return parts
    .filter(([key, value]) => key !== metric && value !== undefined)
    .map(([key, value, label]) => (key === "averagePoints" ? `${label} ${formatNumber(value!, 1)}` : `${formatNumber(value!, 1)} ${label}`))
    .join(" · ");
}

function ProvinceRow({ row, metric }: { row: RankedProvince; metric: ProvinceMetric }) {
  const line = details(row, metric);
  return (
    <Box
      component="li"
      data-province={row.provinceId}
      data-rank={row.rank}
      py="sm"
      style={{ listStyle: "none", borderBottom: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <Center w={36} style={{ flexShrink: 0 }}>
          {MEDALS[row.rank] ? (
            <Badge circle size="lg" color={MEDALS[row.rank]} variant="filled" role="img" aria-label={`Peringkat ${row.rank}`}>
              {row.rank}
            </Badge>
          ) : (
            <Text fw={700} role="img" aria-label={`Peringkat ${row.rank}`}>
              {row.rank}
            </Text>
          )}
        </Center>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} truncate>
              {row.province}
            </Text>
            <Text fw={800} c="brand.7" style={{ whiteSpace: "nowrap" }}>
              {formatNumber(row.value, 1)}{" "}
              <Text span fz="xs" c="dimmed" fw={500}>
                {METRIC_LABELS[metric]}
              </Text>
            </Text>
          </Group>
          {/* Decorative (the figure is written beside it): a bar without the progressbar role. */}
          <Progress.Root size="sm" radius="xl" aria-hidden>
            <Progress.Section value={Math.round(row.share * 100)} withAria={false} />
          </Progress.Root>
          {line ? (
            <Text fz="xs" c="dimmed">
              {line}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Box>
  );
}

/** Provinces ranked by score or by their counts, with bars relative to the best and a search by name. */
export function ProvinceScores({ props, data }: BlockComponentProps<ProvinceScoresProps>) {
  const metric = props.metric ?? "points";
  const visibleRows = props.visibleRows ?? 10;
  const states = [data.provinces, data.scores].filter((state): state is SourceState => state !== undefined).map((state) => generic<unknown>(state));
  const [query, setQuery] = useState("");
  const [showAll, setShowAll] = useState(false);
  const searchId = useId();
  const ranked = useMemo(() => rankProvinces(rowsOf(data.provinces), rowsOf(data.scores), metric), [data.provinces, data.scores, metric]);
  const matches = searchProvinces(ranked, query);
  const shown = query || showAll ? matches : matches.slice(0, visibleRows);
  const waiting = states.find((state) => state.status !== "success");

  return (
    <BlockSection heading={props}>
      {waiting ? <SourceNotice state={waiting} label="peringkat provinsi" /> : null}
      {!waiting && !ranked.length ? <EmptyText>{props.emptyText ?? "Belum ada nilai yang tercatat."}</EmptyText> : null}
      {!waiting && ranked.length ? (
        <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} data-province-scores={metric}>
          {props.searchable !== false ? (
            <TextInput
              id={searchId}
              label="Cari provinsi"
              placeholder="Contoh: Jawa Barat"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              maxLength={60}
              mb="sm"
              type="search"
            />
          ) : null}
          {shown.length ? (
            <Box component="ol" p={0} m={0} aria-label={`Peringkat provinsi menurut ${METRIC_LABELS[metric]}`}>
              {shown.map((row) => (
                <ProvinceRow key={row.provinceId} row={row} metric={metric} />
              ))}
            </Box>
          ) : (
            <EmptyText>Tidak ada provinsi yang cocok dengan "{query}".</EmptyText>
          )}
          <Text fz="xs" c="dimmed" mt="sm" aria-live="polite">
            {query ? `${matches.length} dari ${ranked.length} provinsi` : `${ranked.length} provinsi`}
          </Text>
          {!query && matches.length > visibleRows ? (
            <Center mt="sm">
              <Button variant="light" radius="xl" onClick={() => setShowAll((all) => !all)} aria-expanded={showAll}>
                {showAll ? "Tampilkan lebih sedikit" : `Tampilkan semua (${matches.length})`}
              </Button>
            </Center>
          ) : null}
        </Paper>
      ) : null}
    </BlockSection>
  );
}
