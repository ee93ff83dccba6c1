import { useState } from "react";
import { mediaUrl, type ImageAttributes } from "../../engine/index.js";

/** An image that shows `fallbackSrc` (a media reference) when it has no source or its source fails to load. */
export function FallbackImage({ fallbackSrc, src, srcSet, sizes, alt, ...rest }: ImageAttributes & { alt: string; fallbackSrc: string; className?: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) return <img {...rest} src={mediaUrl(fallbackSrc)} alt={alt} />;
  return <img {...rest} src={src} srcSet={srcSet} sizes={sizes} alt={alt} onError={() => setFailed(true)} />;
}
