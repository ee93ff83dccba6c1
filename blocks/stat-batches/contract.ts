import { defineBlockContract } from "../../engine/index.js";
import { activeBatchRecord } from "./activeBatchRecord.js";
import { expectSources } from "../shared/expectSources.js";
import { statBatchesSchema } from "./statBatchesSchema.js";

/** Active batches from `statistic/batchs/active`: status, period and how full each is. */
export const statBatchesContract = defineBlockContract({
  type: "stat-batches",
  interactive: false,
  heading: "title",
  slots: { batches: { envelope: "generic", required: true, record: activeBatchRecord, list: true } },
  description: "Active batches (running or open for registration) as cards with program, period, status and enrolment against quota.",
  propsSchema: statBatchesSchema,
  check: expectSources({ batches: ["statistic.batchs.active"] }),
  example: {
    props: { eyebrow: "Angkatan", title: "Angkatan yang sedang berjalan", subtitle: "Kursi yang tersisa diperbarui setiap ada pendaftaran baru." },
    data: { batches: { source: "statistic.batchs.active" } },
  },
});
