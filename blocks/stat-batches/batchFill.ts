import type { FromSchema } from "json-schema-to-ts";
import type { activeBatchRecord } from "./activeBatchRecord.js";

/** A row of `statistic/batchs/active`, as the cards read it. */
export type ActiveBatch = FromSchema<typeof activeBatchRecord>;

const STATUS: Record<string, { label: string; color: string }> = {
  running: { label: "Sedang Berjalan", color: "blue" },
  registration: { label: "Pendaftaran Dibuka", color: "green" },
};

export function batchStatus(status: string | undefined): { label: string; color: string } {
  return (status && STATUS[status]) || { label: "Aktif", color: "gray" };
}

/** How full a batch is: enrolled against quota, as a whole percentage capped at 100 (over-enrolment still reads "penuh"). */
export function batchFill(batch: Pick<ActiveBatch, "students" | "quota">): { percent: number; text: string } {
  const students = batch.students ?? 0;
  if (!batch.quota || batch.quota <= 0) return { percent: 0, text: `${students} siswa` };
  const percent = Math.min(100, Math.round((students / batch.quota) * 100));
  return {
    percent,
    text: students >= batch.quota ? `${students}/${batch.quota} siswa · penuh` : `${students}/${batch.quota} siswa · sisa ${batch.quota - students} kursi`,
  };
}

export function isActiveBatch(value: unknown): value is ActiveBatch {
  return typeof value === "object" && value !== null && typeof (value as ActiveBatch).id === "number" && typeof (value as ActiveBatch).name === "string";
}
