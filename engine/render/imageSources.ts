/** Spec §9 image breakpoints (xxl and 2xl are both 1536). */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536 } as const;
export const IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_BREAKPOINTS);
/** Path of the image provider (ipx) mounted on the site's server. */
export const IMAGE_PROVIDER_PATH = "/_ipx";

/** The provider URL of one width of an image (root-relative or absolute source). */
export function providerUrl(src: string, width: number): string {
  const source = src.startsWith("/") ? src : `/${src}`;
  return `${IMAGE_PROVIDER_PATH}/w_${width},f_webp${source}`;
}

/**
 * `src`, `srcSet` and `sizes` for an <img>: every breakpoint width through the image provider.
 * Sources the provider cannot take (data: URLs, empty) are returned as they are.
 */
export function imageSources(src: string | undefined, sizes: string, fallbackWidth = IMAGE_BREAKPOINTS.md): { src?: string; srcSet?: string; sizes?: string } {
  if (!src || !/^(\/[^/]|https?:\/\/)/.test(src)) return { src };
  return {
    src: providerUrl(src, fallbackWidth),
    srcSet: IMAGE_WIDTHS.map((width) => `${providerUrl(src, width)} ${width}w`).join(", "),
    sizes,
  };
}
