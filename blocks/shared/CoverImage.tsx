import { AspectRatio, Image } from "@mantine/core";
import type { CSSProperties } from "react";
import { IMAGE_BOXES, imageSources } from "../../engine/index.js";
import { useMedia } from "../../engine/react.js";

/** The wide 16:9 cover of a detail page, loaded eagerly (it is above the fold); by default with the generic class cover when the image fails. */
export function CoverImage({
  src,
  sizes = "(min-width: 62em) 560px, 100vw",
  alt = "",
  fallback = true,
  style,
}: {
  src: string | undefined;
  sizes?: string;
  alt?: string;
  fallback?: boolean;
  style?: CSSProperties;
}) {
  const media = useMedia();
  return (
    <AspectRatio ratio={16 / 9}>
      <Image
        {...imageSources(media, src, sizes, { ...IMAGE_BOXES.cover, priority: true })}
        h="auto"
        alt={alt}
        radius="lg"
        fallbackSrc={fallback ? media.url("cover/kelas.svg") : undefined}
        style={style}
      />
    </AspectRatio>
  );
}
