import { Box, Paper, Skeleton, Text, VisuallyHidden } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useEffect, useMemo, useState, type ComponentType } from "react";
import { generic } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { BlockSection, EmptyText } from "../shared/BlockSection.js";
import { SourceNotice } from "../shared/SourceNotice.js";
import type { ChartCanvasProps } from "./ChartCanvas.js";
import { chartRows } from "./chartRows.js";
import { ChartTable } from "./ChartTable.js";
import type { statChartSchema } from "./statChartSchema.js";
import { formatNumber } from "../shared/formatNumber.js";
import { renderDiv } from "../shared/renderDiv.js";

export type StatChartProps = FromSchema<typeof statChartSchema>;

type Canvas = { status: "waiting" } | { status: "ready"; component: ComponentType<ChartCanvasProps> } | { status: "failed" };

/**
 * Loads the chart module after hydration. The server and the first browser render both show the
 * placeholder, so the HTML matches; recharts only ever runs where it can measure its container.
 */
function useChartCanvas(): Canvas {
  const [canvas, setCanvas] = useState<Canvas>({ status: "waiting" });
  useEffect(() => {
    let live = true;
    import("./ChartCanvas.js").then(
      (module) => live && setCanvas({ status: "ready", component: module.ChartCanvas }),
      () => live && setCanvas({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);
  return canvas;
}

/** A statistics chart (line, bar or area) with its numbers as an accessible table. */
export function StatChart({ props, data }: BlockComponentProps<StatChartProps>) {
  const state = generic<unknown>(data.chart);
  const chart = useMemo(() => (state.data === undefined ? null : chartRows(state.data)), [state.data]);
  const canvas = useChartCanvas();
  const height = props.height ?? 300;
  const suffix = props.valueSuffix ?? "";
  const format = (value: number) => `${formatNumber(value)}${suffix}`;
  const caption = props.title ?? chart?.title ?? "Grafik statistik";

  return (
    <BlockSection heading={props}>
      <SourceNotice state={state} label="grafik" />
      {state.status === "success" && !chart ? <EmptyText>Data grafik tidak dapat ditampilkan.</EmptyText> : null}
      {chart && !chart.rows.length ? <EmptyText>{props.emptyText ?? "Belum ada data untuk grafik ini."}</EmptyText> : null}
      {chart && chart.rows.length ? (
        <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} component="figure" m={0} data-stat-chart={props.kind ?? "bar"}>
          {canvas.status === "failed" ? (
            <ChartTable chart={chart} caption={caption} format={format} />
          ) : (
            <>
              <Box aria-hidden h={height} data-chart-canvas={canvas.status}>
                {canvas.status === "ready" ? (
                  <canvas.component
                    chart={chart}
                    kind={props.kind ?? "bar"}
                    stacked={props.stacked ?? false}
                    horizontal={props.horizontal ?? false}
                    height={height}
                    format={format}
                  />
                ) : (
                  <Skeleton h={height} radius="md" animate={false} />
                )}
              </Box>
              {/* A div: the table is block content, and VisuallyHidden is a span. */}
              <VisuallyHidden renderRoot={renderDiv}>
                <ChartTable chart={chart} caption={caption} format={format} />
              </VisuallyHidden>
            </>
          )}
          <Text component="figcaption" fz="sm" c="dimmed" mt="sm">
            Total: {format(chart.total)}
          </Text>
        </Paper>
      ) : null}
    </BlockSection>
  );
}
