import { defineBlockContract } from "../../engine/index.js";
import { videoSchema } from "./videoSchema.js";

/** Videos from the layout: YouTube ids (privacy-enhanced, click to load) or MP4 files. */
export const videoContract = defineBlockContract({
  type: "video",
  interactive: true,
  heading: "title",
  slots: {},
  description:
    "One or more 16:9 videos with title and description: a YouTube id (youtube-nocookie iframe created on click, behind a poster) or an MP4 file with native controls.",
  propsSchema: videoSchema,
  example: {
    props: {
      eyebrow: "Video",
      title: "Kenali cara kami belajar",
      videos: [
        {
          title: "Sehari di kelas bootcamp",
          description: "Dari stand-up pagi sampai demo proyek sore hari.",
          youtubeId: "Xk3vQ9aB2sT",
          duration: "4:12",
          poster: "cover/sehari-di-kelas-bootcamp.svg",
        },
        { title: "Demo proyek akhir peserta", file: "/media/demo-proyek-akhir.mp4", poster: "cover/demo-proyek-akhir.svg" },
      ],
      columns: 2,
    },
  },
});
