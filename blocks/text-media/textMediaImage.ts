import type { LcpImage } from "../../engine/index.js";

/** Half the large container on desktop, the full width on phones. */
export const TEXT_MEDIA_IMAGE_SIZES = "(min-width: 62em) 540px, 100vw";

/** An "About" page opens with text-media: its picture is then the page's LCP image (React-free, for the head). */
export function textMediaLcpImage(props: Readonly<Record<string, unknown>>): LcpImage | undefined {
  return typeof props.image === "string" && props.image ? { src: props.image, sizes: TEXT_MEDIA_IMAGE_SIZES } : undefined;
}
