import { readsRecord } from "../../schemas/records/slotRecord.js";
import { eventFields } from "../shared/event/eventRecordSchema.js";

/** What the event detail reads of its `v1/class/webinar/detail` record: what a card reads, and the agenda (HTML). */
export const eventDetailRecord = readsRecord("webinarDetail", { required: eventFields.required, optional: [...eventFields.optional, "content"] });
