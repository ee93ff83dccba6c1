// subset-font ships no types: what site/server/buildFontFiles.ts uses of it (its README's options).
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** Per axis tag: a value pins the axis (a static instance); a range keeps it variable within it. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    noHinting?: boolean;
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
