import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import { ProgressBar, useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection, EmptyText } from "../shared/BlockSection.js";
import { formatDate } from "../shared/formatDate.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import { batchFill, batchStatus, isActiveBatch } from "./batchFill.js";
import type { statBatchesSchema } from "./statBatchesSchema.js";

export type StatBatchesProps = FromSchema<typeof statBatchesSchema>;

/** Active batches (running or open for registration) with how full each is. */
export function StatBatches({ props, data }: BlockComponentProps<StatBatchesProps>) {
  const h = useHeadingOrder();
  const state = generic<unknown>(data.batches);
  const batches = Array.isArray(state.data) ? state.data.filter(isActiveBatch) : [];
  return (
    <BlockSection heading={props}>
      <SourceNotice state={state} label="angkatan aktif" />
      {state.status === "success" && !batches.length ? <EmptyText>{props.emptyText ?? "Belum ada angkatan yang aktif."}</EmptyText> : null}
      {batches.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {batches.map((batch) => {
            const status = batchStatus(batch.status);
            const fill = batchFill(batch);
            const start = formatDate(batch.startDate);
            const end = formatDate(batch.endDate);
            return (
              <Paper key={batch.id} withBorder radius="lg" p="lg" data-batch={batch.id}>
                <Stack gap="xs">
                  <Group justify="space-between" gap="xs" align="flex-start">
                    {batch.programName ? (
                      <Text fz="xs" fw={700} tt="uppercase" c="brand.6">
                        {batch.programName}
                      </Text>
                    ) : (
                      <span />
                    )}
                    <Badge color={status.color} variant="light">
                      {status.label}
                    </Badge>
                  </Group>
                  <Title order={h(props.title ? 1 : 0)} fz="lg">
                    {batch.name}
                  </Title>
                  {start && end ? (
                    <Text fz="sm" c="dimmed">
                      {start} – {end}
                    </Text>
                  ) : null}
                  <ProgressBar value={fill.percent} round size="md" label={`Terisi ${fill.percent}%`} />
                  <Text fz="sm" fw={600}>
                    {fill.text}
                  </Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      ) : null}
    </BlockSection>
  );
}
