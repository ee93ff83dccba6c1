/** What the chart reads of its record: labels and either datasets or one series. */
export const chartRecord = {
  type: "object",
  required: ["labels"],
  properties: {
    title: { type: "string" },
    labels: { type: "array", items: { type: "string" } },
    series: { type: "array", items: { type: "number" } },
    datasets: {
      type: "array",
      items: {
        type: "object",
        required: ["key", "label", "values"],
        properties: { key: { type: "string" }, label: { type: "string" }, values: { type: "array", items: { type: "number" } } },
      },
    },
  },
} as const;
