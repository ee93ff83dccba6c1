import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the mentor list reads of each mentor (an array in `data`). */
export const mentorRecord = readsRecord("mentor", { required: ["id", "name"], optional: ["slug", "expertise", "avatar", "activeClassCount"] });
