import { Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { FromSchema } from "json-schema-to-ts";
import { useMemo } from "react";
import { resolveBinding, sourceQueryOptions, type Binding, type PaginatedList, toSourceState, type SourceState } from "../../engine/index.js";
import { useEngine, useSiteLocation } from "../../engine/react.js";
import { formatDate } from "../shared/formatDate.js";
import { PaginatedCards } from "../shared/PaginatedCards.js";
import type { programSchoolRecordSchema } from "../../schemas/records/index.js";

/** The block calls `program.schools` itself, so it reads that entry's own record. */
export type SchoolItem = FromSchema<typeof programSchoolRecordSchema>;

/**
 * The schools of one program. The route knows only the program's slug, so the `program.schools`
 * binding is completed with the id of the program record once it is there.
 */
export function ProgramSchools({ programId, pageSize }: { programId: number; pageSize: number }) {
  const { api, tenant } = useEngine();
  const { search } = useSiteLocation();
  const binding = useMemo<Binding>(
    () => ({ source: "program.schools", params: { programId, page: { query: "sekolah", default: 1 }, pageSize } }),
    [programId, pageSize],
  );
  const options = useMemo(
    () => sourceQueryOptions(api, resolveBinding(binding, { routeParams: {}, search: new URLSearchParams(search) }), tenant),
    [api, tenant, binding, search],
  );
  const state = toSourceState(useQuery({ ...options, placeholderData: (previous) => previous })) as SourceState<PaginatedList<SchoolItem>>;
  return (
    <PaginatedCards
      state={state}
      binding={binding}
      label="daftar sekolah"
      emptyText="Belum ada sekolah yang bergabung."
      columns={2}
      renderItem={(school) => (
        <Paper key={school.id} withBorder radius="md" p="md" data-school={school.id}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700}>{school.name}</Text>
              <Text fz="sm" c="dimmed">
                {[school.city, school.province].filter(Boolean).join(", ")}
              </Text>
              {school.joinedOn ? (
                <Text fz="xs" c="dimmed">
                  Bergabung {formatDate(school.joinedOn)}
                </Text>
              ) : null}
            </Stack>
            {school.studentCount !== undefined ? (
              <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                <Text fw={800} fz="lg" c="brand.7">
                  {school.studentCount}
                </Text>
                <Text fz="xs" c="dimmed">
                  siswa
                </Text>
              </Stack>
            ) : null}
          </Group>
        </Paper>
      )}
    />
  );
}
