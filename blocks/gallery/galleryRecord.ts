/** What the gallery reads of each album. */
export const galleryRecord = {
  type: "object",
  required: ["id", "title"],
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    title: { type: "string" },
    caption: { type: "string" },
    takenOn: { type: "string" },
    cover: { type: "string" },
    photos: {
      type: "array",
      items: { type: "object", required: ["link"], properties: { link: { type: "string" }, name: { type: "string" } } },
    },
  },
} as const;
