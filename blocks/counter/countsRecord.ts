import { readsEveryField } from "../../schemas/records/slotRecord.js";

/** What the counter block reads of its record: whole numbers by counter name (the props pick which). */
export const countsRecord = readsEveryField("counter");
