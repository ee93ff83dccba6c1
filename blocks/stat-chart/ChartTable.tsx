import { Table } from "@mantine/core";
import { LABEL_KEY, type ChartRows } from "./chartRows.js";

/** The chart's numbers as a table: what screen readers read, and what shows when the chart cannot load. */
export function ChartTable({ chart, caption, format }: { chart: ChartRows; caption: string; format: (value: number) => string }) {
  return (
    // A table wider than a phone scrolls: its viewport takes the keyboard's focus so it can be scrolled without a mouse.
    <Table.ScrollContainer minWidth={0} scrollAreaProps={{ viewportProps: { "tabIndex": 0, "role": "group", "aria-label": caption } }}>
      <Table striped data-chart-table>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Kategori</Table.Th>
            {chart.series.map((set) => (
              <Table.Th key={set.name} scope="col" ta="right">
                {set.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {chart.rows.map((row) => (
            <Table.Tr key={String(row[LABEL_KEY])}>
              <Table.Th scope="row" fw={500}>
                {row[LABEL_KEY]}
              </Table.Th>
              {chart.series.map((set) => (
                <Table.Td key={set.name} ta="right">
                  {format(Number(row[set.name] ?? 0))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
