import { defineBlockContract } from "../../engine/index.js";
import { mentorRecord } from "./mentorRecord.js";
import { mentorListSchema } from "./mentorListSchema.js";

/** Active mentors from `active/mentors` as cards with avatar, name and expertise. */
export const mentorListContract = defineBlockContract({
  type: "mentor-list",
  interactive: false,
  heading: "title",
  slots: { mentors: { envelope: "generic", required: true, record: mentorRecord, list: true } },
  description: "Mentors teaching a class that has not ended, as cards with avatar, name, expertise and active class count.",
  propsSchema: mentorListSchema,
  example: {
    props: { eyebrow: "Mentor", title: "Belajar dari praktisi" },
    data: { mentors: { source: "mentor.active" } },
  },
});
