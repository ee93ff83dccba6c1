import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the collected total reads of each row: its whole-number amount (spec: `select=amount`). */
export const amountRecord = readsRecord("donation", { required: ["amount"] });
