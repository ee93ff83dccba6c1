import { AreaChart, BarChart, LineChart } from "@mantine/charts";
import { LABEL_KEY, type ChartRows } from "./chartRows.js";

export interface ChartCanvasProps {
  chart: ChartRows;
  kind: "line" | "bar" | "area";
  stacked: boolean;
  horizontal: boolean;
  height: number;
  format: (value: number) => string;
}

/**
 * The drawn chart. Loaded only in the browser after hydration (recharts measures its container,
 * which the server cannot), and in its own chunk so pages without charts do not download recharts.
 */
export function ChartCanvas({ chart, kind, stacked, horizontal, height, format }: ChartCanvasProps) {
  const common = {
    h: height,
    data: chart.rows,
    dataKey: LABEL_KEY,
    series: chart.series,
    valueFormatter: format,
    withLegend: chart.series.length > 1,
    tickLine: "none" as const,
    gridAxis: "y" as const,
  };
  if (kind === "line") return <LineChart {...common} curveType="monotone" />;
  if (kind === "area") return <AreaChart {...common} curveType="monotone" type={stacked ? "stacked" : "default"} />;
  return (
    <BarChart
      {...common}
      type={stacked ? "stacked" : "default"}
      orientation={horizontal ? "vertical" : "horizontal"}
      gridAxis={horizontal ? "x" : "y"}
      yAxisProps={horizontal ? { width: 120 } : undefined}
    />
  );
}
