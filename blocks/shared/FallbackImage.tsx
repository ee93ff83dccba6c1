import { IMAGE_FALLBACK_ATTRIBUTE, type ImageAttributes } from "../../engine/index.js";
import { useMedia } from "../../engine/react.js";

/**
 * An image that shows `fallbackSrc` (a media reference) when it has no source or its source fails to
 * load. No code of its own: the page's one listener swaps a failed image to its stand-in (installImageFallbacks).
 */
export function FallbackImage({ fallbackSrc, src, srcSet, sizes, alt, ...rest }: ImageAttributes & { alt: string; fallbackSrc: string; className?: string }) {
  const media = useMedia();
  if (!src) return <img {...rest} src={media.url(fallbackSrc)} alt={alt} />;
  return <img {...rest} src={src} srcSet={srcSet} sizes={sizes} alt={alt} {...{ [IMAGE_FALLBACK_ATTRIBUTE]: media.url(fallbackSrc) }} />;
}
