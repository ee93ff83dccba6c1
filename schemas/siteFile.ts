import { HOSTED_FONTS, settingsCssSchema, settingsMetaSchema } from "./settings.js";

const colour = { type: "string", pattern: "^#[0-9a-fA-F]{6}$", description: "A colour as #rrggbb.", examples: ["#1d4ed8"] } as const;
const font = { enum: HOSTED_FONTS, description: "One of the self-hosted font families (weights 300–900)." } as const;

/**
 * A tenant's settings record as a data file, `tenants/sites/<id>.json`: the hosts that pick the tenant
 * and what the settings endpoint (GET /v0/cms/app/settings) answers for them. The embedded platform loads every file at
 * start and again when one changes; the same settings schema describes its `css` and `meta`.
 */
export const siteFileSchema = {
  $id: "site",
  type: "object",
  additionalProperties: false,
  required: ["id", "hosts", "title", "layout", "css"],
  properties: {
    $schema: { type: "string" },
    id: { type: "string", pattern: "^[a-z][a-z0-9-]{1,40}$", description: "The tenant id (the `lmsId` header); the file is named after it." },
    hosts: {
      type: "array",
      minItems: 1,
      uniqueItems: true,
      description: "Host names that show this site; the first is the primary one (canonical URLs, share previews).",
      items: {
        type: "string",
        pattern: "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$",
        examples: ["akademi.localhost"],
      },
    },
    title: { type: "string", minLength: 1, maxLength: 80, description: "The site's name: page titles, header and share previews." },
    tagline: { type: "string", maxLength: 160, description: "One line under the name." },
    layout: {
      type: "string",
      pattern: "^[a-z][a-z0-9-]*$",
      description: "The id of a layout in tenants/ (`tenants/<layout>.json`); an unknown one falls back to demo.",
    },
    isMaintenance: { type: "boolean", default: false, description: "Shows the maintenance view on every page." },
    css: {
      ...settingsCssSchema,
      additionalProperties: false,
      required: ["ft_primary", "ft_secondary", "clr_primary", "clr_secondary", "clr_success", "clr_info", "clr_warning", "clr_danger", "clr_light", "clr_dark"],
      description: "The theme: two font families and eight colours.",
      properties: {
        ft_primary: font,
        ft_secondary: font,
        clr_primary: colour,
        clr_secondary: colour,
        clr_success: colour,
        clr_info: colour,
        clr_warning: colour,
        clr_danger: colour,
        clr_light: colour,
        clr_dark: colour,
      },
    },
    meta: {
      ...settingsMetaSchema,
      additionalProperties: false,
      description: "What the page head and share previews say about the site.",
      properties: {
        description: { type: "string", maxLength: 300 },
        keywords: { type: "string", maxLength: 300 },
        twitter_site: { type: "string", pattern: "^@[A-Za-z0-9_]{1,15}$" },
      },
    },
  },
} as const;
