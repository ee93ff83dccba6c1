/** Fonts the server hosts itself (from @fontsource packages); others fall back to the default. */
export const HOSTED_FONTS = ["Raleway", "Inter", "Poppins", "Montserrat", "Plus Jakarta Sans"] as const;
export type HostedFont = (typeof HOSTED_FONTS)[number];

export function hostedFont(name: string, fallback: HostedFont): HostedFont {
  return HOSTED_FONTS.find((font) => font.toLowerCase() === name.trim().toLowerCase()) ?? fallback;
}

/** URL path of the combined @font-face sheet (weights 300–900) of a hosted font. */
export function fontSheetPath(font: HostedFont): string {
  return `/fonts/${font.toLowerCase().replace(/ /g, "-")}.css`;
}

export function fontStack(font: HostedFont): string {
  return `"${font}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}
