import { headingProps } from "../shared/headingSchema.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

const IMAGE = mediaRefSchema;
const base = {
  title: { description: "The video's title.", type: "string", minLength: 1, maxLength: 120 },
  description: { description: "A few sentences under the title.", type: "string", maxLength: 400 },
  poster: { ...IMAGE, description: "The picture shown before the video is played." },
  duration: { description: 'Shown on the poster, e.g. "12:30".', type: "string", maxLength: 10, pattern: "^[0-9]{1,2}(:[0-5][0-9]){1,2}$" },
} as const;

export const YOUTUBE_ID = "^[A-Za-z0-9_-]{11}$";

export const videoSchema = {
  type: "object",
  additionalProperties: false,
  required: ["videos"],
  properties: {
    ...headingProps,
    videos: {
      description: "The videos: each a YouTube video (`youtubeId`) or an MP4 file (`file`).",
      type: "array",
      minItems: 1,
      maxItems: 12,
      items: {
        oneOf: [
          {
            type: "object",
            additionalProperties: false,
            required: ["title", "youtubeId"],
            properties: {
              ...base,
              youtubeId: {
                type: "string",
                pattern: YOUTUBE_ID,
                description: "The 11-character id of a YouTube video (after `v=` in its URL).",
                examples: ["dQw4w9WgXcQ"],
              },
            },
          },
          {
            type: "object",
            additionalProperties: false,
            required: ["title", "file"],
            properties: {
              ...base,
              file: {
                description: "An MP4 file played by the browser's own player: a site path or an https URL ending in `.mp4`.",
                type: "string",
                maxLength: 300,
                pattern: "^(/|https://)[^\\s?#]+\\.mp4([?#][^\\s]*)?$",
              },
            },
          },
        ],
      },
    },
    columns: { description: "One large video a row, or two side by side from tablets up.", enum: [1, 2], default: 1 },
  },
} as const;
