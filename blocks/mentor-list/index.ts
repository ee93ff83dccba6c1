import { defineBlock, withSlotRecords } from "../../engine/index.js";
import { mentorRecord } from "./mentorRecord.js";
import { mentorListView } from "./view.js";
import { mentorListSchema } from "./mentorListSchema.js";

/** Active mentors from `active/mentors` as cards with avatar, name and expertise. */
export const mentorListBlock = defineBlock({
  ...mentorListView,
  slots: withSlotRecords(mentorListView.slots, { mentors: { record: mentorRecord, list: true } }),
  description: "Mentors teaching a class that has not ended, as cards with avatar, name, expertise and active class count.",
  propsSchema: mentorListSchema,
  example: {
    props: { eyebrow: "Mentor", title: "Belajar dari praktisi" },
    data: { mentors: { source: "mentor.active" } },
  },
});
