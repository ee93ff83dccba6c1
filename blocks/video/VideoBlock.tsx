import { AspectRatio, Badge, Box, Image, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useState } from "react";
import { IMAGE_BOXES, imageSources } from "../../engine/index.js";
import { useMedia, useHeadingOrder, type BlockComponentProps } from "../../engine/react.js";
import { BlockSection } from "../shared/BlockSection.js";
import type { videoSchema } from "./videoSchema.js";
import { youtubeEmbedUrl } from "./youtubeEmbedUrl.js";

export type VideoProps = FromSchema<typeof videoSchema>;
type Video = VideoProps["videos"][number];

const POSTER_SIZES = "(min-width: 62em) 960px, 100vw";

function PlayIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden>
      <circle cx="36" cy="36" r="36" fill="rgba(0,0,0,0.6)" />
      <path d="M29 23v26l21-13z" fill="#fff" />
    </svg>
  );
}

/** The poster with a play button; the YouTube iframe replaces it on click. */
function YouTubePlayer({ video, id }: { video: Video; id: string }) {
  const media = useMedia();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={youtubeEmbedUrl(id)}
        title={video.title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ border: 0, width: "100%", height: "100%" }}
      />
    );
  }
  return (
    <UnstyledButton
      onClick={() => setPlaying(true)}
      data-video-poster={id}
      style={{
        position: "relative",
        display: "block",
        width: "100%",
        height: "100%",
        background: "linear-gradient(135deg, var(--mantine-color-brand-8), var(--mantine-color-brand-5))",
      }}
    >
      {video.poster ? <Image {...imageSources(media, video.poster, POSTER_SIZES, IMAGE_BOXES.cover)} alt="" h="100%" w="100%" fit="cover" /> : null}
      {/* Spans: a button may only hold phrasing content. Its name is its text (what it says, then the duration), so speech input finds it by what it shows. */}
      <VisuallyHidden component="span">Putar video: {video.title}</VisuallyHidden>
      <Box component="span" style={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}>
        <PlayIcon />
      </Box>
      {video.duration ? (
        <Badge component="span" color="dark" variant="filled" style={{ position: "absolute", right: 12, bottom: 12 }}>
          {video.duration}
        </Badge>
      ) : null}
    </UnstyledButton>
  );
}

function FilePlayer({ video, file }: { video: Video; file: string }) {
  const media = useMedia();
  return (
    // preload="none": nothing is downloaded until the visitor presses play.
    <video controls preload="none" poster={media.url(video.poster)} style={{ width: "100%", height: "100%", background: "#000" }} aria-label={video.title}>
      <source src={file} type="video/mp4" />
      <a href={file}>Unduh video {video.title}</a>
    </video>
  );
}

function VideoCard({ video }: { video: Video }) {
  const h = useHeadingOrder();
  return (
    <Paper withBorder radius="lg" style={{ overflow: "hidden" }} data-video={"youtubeId" in video ? "youtube" : "file"}>
      <AspectRatio ratio={16 / 9}>
        {"youtubeId" in video && video.youtubeId ? <YouTubePlayer video={video} id={video.youtubeId} /> : null}
        {"file" in video && video.file ? <FilePlayer video={video} file={video.file} /> : null}
      </AspectRatio>
      <Stack gap={6} p={{ base: "md", sm: "lg" }}>
        <Title order={h()} fz={{ base: "lg", sm: "xl" }}>
          {video.title}
        </Title>
        {video.description ? (
          <Text c="dimmed" fz="sm">
            {video.description}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Videos in 16:9: YouTube (privacy-enhanced, loaded on click) or an MP4 file with the browser's controls. */
export function VideoBlock({ props }: BlockComponentProps<VideoProps>) {
  const columns = props.videos.length > 1 ? (props.columns ?? 1) : 1;
  return (
    <BlockSection heading={props}>
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="lg" maw={columns === 1 ? 960 : undefined} mx="auto">
        {props.videos.map((video, i) => (
          <VideoCard key={`${video.title}-${i}`} video={video} />
        ))}
      </SimpleGrid>
    </BlockSection>
  );
}
