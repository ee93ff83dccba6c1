import { headingProps } from "../shared/headingSchema.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

const IMAGE = mediaRefSchema;
const base = {
  title: { type: "string", minLength: 1, maxLength: 120 },
  description: { type: "string", maxLength: 400 },
  /** The picture shown before the video is played. */
  poster: IMAGE,
  /** Shown on the poster, e.g. "12:30". */
  duration: { type: "string", maxLength: 10, pattern: "^[0-9]{1,2}(:[0-5][0-9]){1,2}$" },
} as const;

export const YOUTUBE_ID = "^[A-Za-z0-9_-]{11}$";

export const videoSchema = {
  type: "object",
  additionalProperties: false,
  required: ["videos"],
  properties: {
    ...headingProps,
    videos: {
      type: "array",
      minItems: 1,
      maxItems: 12,
      items: {
        oneOf: [
          {
            type: "object",
            additionalProperties: false,
            required: ["title", "youtubeId"],
            properties: { ...base, youtubeId: { type: "string", pattern: YOUTUBE_ID } },
          },
          {
            type: "object",
            additionalProperties: false,
            required: ["title", "file"],
            /** An MP4 file played by the browser's own player. */
            properties: { ...base, file: { type: "string", maxLength: 300, pattern: "^(/|https://)[^\\s?#]+\\.mp4([?#][^\\s]*)?$" } },
          },
        ],
      },
    },
    /** One large video a row, or two side by side from tablets up. */
    columns: { enum: [1, 2], default: 1 },
  },
} as const;
