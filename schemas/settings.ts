import type { FromSchema } from "json-schema-to-ts";

/** Font families the site hosts itself (from @fontsource packages); a site's fonts are one of them. */
export const HOSTED_FONTS = ["Raleway", "Inter", "Poppins", "Montserrat", "Plus Jakarta Sans"] as const;
export type HostedFont = (typeof HOSTED_FONTS)[number];

/** The tenant settings record. Every field is optional: missing ones take the defaults below. */
export const settingsCssSchema = {
  type: "object",
  properties: {
    ft_primary: { type: "string" },
    ft_secondary: { type: "string" },
    clr_primary: { type: "string" },
    clr_secondary: { type: "string" },
    clr_success: { type: "string" },
    clr_info: { type: "string" },
    clr_warning: { type: "string" },
    clr_danger: { type: "string" },
    clr_light: { type: "string" },
    clr_dark: { type: "string" },
  },
} as const;

export const settingsMetaSchema = {
  type: "object",
  properties: {
    name: { type: "string" },
    description: { type: "string" },
    keywords: { type: "string" },
    type: { type: "string" },
    image: { type: "string" },
    card: { type: "string" },
    site_name: { type: "string" },
    url: { type: "string" },
    twitter_site: { type: "string" },
  },
} as const;

export const settingsSchema = {
  $id: "settings",
  type: "object",
  properties: {
    /** The tenant id, sent back to the platform as the `lmsId` header. */
    id: { type: "string" },
    title: { type: "string" },
    logoDark: { type: "string" },
    logoLight: { type: "string" },
    favicon: { type: "string" },
    layout: { type: "string" },
    isMaintenance: { type: ["boolean", "null"] },
    css: settingsCssSchema,
    meta: settingsMetaSchema,
  },
} as const;

export type RawSettings = FromSchema<typeof settingsSchema>;
type Css = NonNullable<RawSettings["css"]>;

/** A site's look when its settings leave it out: Raleway headings, Inter text, a teal-blue primary colour. */
export const DEFAULT_CSS = {
  ft_primary: "Raleway",
  ft_secondary: "Inter",
  clr_primary: "#1b8a9e",
  clr_secondary: "#f59e0b",
  clr_success: "#16a34a",
  clr_info: "#0284c7",
  clr_warning: "#f59e0b",
  clr_danger: "#dc2626",
  clr_light: "#f8fafc",
  clr_dark: "#0f172a",
} as const satisfies Required<Css> & { ft_primary: HostedFont; ft_secondary: HostedFont };
/** The layout of a site whose settings name none, or one that is unknown. */
export const DEFAULT_LAYOUT = "demo";
