import type { LcpImage } from "../../engine/index.js";

/** The hero's picture: half the large container on desktop, the full width on phones. */
export const HERO_IMAGE_SIZES = "(min-width: 62em) 560px, 100vw";

/** The hero's picture is the page's LCP image: the page preloads it (React-free, for the head). */
export function heroLcpImage(props: Readonly<Record<string, unknown>>): LcpImage | undefined {
  return typeof props.image === "string" && props.image ? { src: props.image, sizes: HERO_IMAGE_SIZES } : undefined;
}
