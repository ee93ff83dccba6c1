import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the chart reads of its record: labels and either datasets or one series. */
export const chartRecord = readsRecord("statisticSeries", { required: ["labels"], optional: ["title", "series", "datasets"] });
