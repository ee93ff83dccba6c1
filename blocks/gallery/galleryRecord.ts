import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the gallery reads of each album. */
export const galleryRecord = readsRecord("gallery", { required: ["id", "title"], optional: ["slug", "caption", "takenOn", "cover", "photos"] });
