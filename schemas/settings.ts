/** Tenant settings record (spec §3). Every field is optional: missing ones take the spec's defaults. */
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
