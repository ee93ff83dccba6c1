import { Box, Paper, Text } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import type { SourceState } from "../../engine/index.js";
import { ProgressBar, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection } from "../shared/BlockSection.js";
import { formatNumber, formatRupiah } from "../shared/formatNumber.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { collectedTotalSchema } from "./collectedTotalSchema.js";
import { sumAmounts } from "./sumAmounts.js";

export type CollectedTotalProps = FromSchema<typeof collectedTotalSchema>;

/**
 * What has been collected so far: the sum of the table's amounts (spec: `select=amount`, summed
 * here). A donation stored by the page's form refreshes the source, so the total moves at once.
 */
export function CollectedTotal({ props, data }: BlockComponentProps<CollectedTotalProps>) {
  const state = data.rows as SourceState<Record<string, unknown>[]> | undefined;
  if (!state || state.status !== "success") {
    return (
      <BlockSection heading={props}>
        <SourceNotice state={state ?? { status: "pending", data: undefined, error: undefined, fetching: true }} label="total donasi" />
      </BlockSection>
    );
  }
  const { total, count } = sumAmounts(state.data ?? []);
  const share = props.goal ? Math.min(100, (total / props.goal) * 100) : undefined;
  return (
    <BlockSection heading={props}>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} aria-live="polite">
        <Text fz={{ base: 28, sm: 36 }} fw={800} lh={1.2} data-collected-total>
          {formatRupiah(total)}
        </Text>
        <Text c="dimmed" mt={4}>
          {props.label ?? "terkumpul"} dari {formatNumber(count)} {props.countLabel ?? "donasi"}
        </Text>
        {share !== undefined && props.goal ? (
          <>
            <Box mt="md">
              <ProgressBar value={share} size="lg" round label={`${formatNumber(Math.floor(share))}% dari target`} />
            </Box>
            <Text size="sm" c="dimmed" mt={6}>
              Target {formatRupiah(props.goal)}
            </Text>
          </>
        ) : null}
      </Paper>
    </BlockSection>
  );
}
