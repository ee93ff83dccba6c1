import { mediaRefSchema } from "./mediaRef.js";

/**
 * The layout document: routes, title keys, shell settings and ordered blocks of one tenant layout.
 *
 * Block items and data bindings are written here in their general shape, which is what the engine's
 * TypeScript types are inferred from. For validation the engine swaps `$defs.block` for the
 * discriminated union of every registered block and `$defs.binding` for the union of catalogue
 * sources, so an error names the exact block type, source and parameter.
 */
export const paramValueSchema = {
  anyOf: [
    { type: "string" },
    { type: "number" },
    { type: "boolean" },
    {
      type: "object",
      additionalProperties: false,
      required: ["route"],
      properties: { route: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$", description: "Name of a `{param}` segment of the route's path." } },
    },
    {
      type: "object",
      additionalProperties: false,
      required: ["query"],
      properties: {
        query: { type: "string", minLength: 1, description: "Name of the query-string parameter of the page URL." },
        default: { type: ["string", "number", "boolean"], description: "The value used when the page URL has no such query parameter." },
      },
    },
  ],
} as const;

export const bindingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["source"],
  properties: {
    source: { type: "string", description: "Id of the API catalogue entry (schemas/catalogue.json)." },
    params: { type: "object", additionalProperties: paramValueSchema, description: "The source's parameters by name." },
  },
} as const;

/** Shows a block only when a route parameter is present (or, with `present: false`, absent). */
export const blockConditionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["param"],
  properties: {
    param: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$", description: "Name of a `{param?}` segment of the route's path.", examples: ["slug"] },
    present: { type: "boolean", description: "true (the default): shown when the parameter is present; false: shown when it is absent." },
  },
} as const;

export const blockItemSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type"],
  properties: {
    type: { type: "string", description: "The block type." },
    id: { type: "string", pattern: "^[a-z][a-z0-9-]*$", description: "Stable id for anchors and form drafts; defaults to the block's position." },
    props: { type: "object", description: "The block's content." },
    data: { type: "object", additionalProperties: bindingSchema, description: "The block's data sources, by slot name." },
    /** The block is shown only under this condition (list and detail views of one optional-segment route). */
    when: { ...blockConditionSchema, description: "Show the block only when a route parameter is present (or, with `present: false`, absent)." },
  },
} as const;

export const linkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "to"],
  properties: {
    label: { type: "string", minLength: 1, description: "The link's text." },
    to: { type: "string", pattern: "^(/|https?://)", description: "A site path (starting with `/`) or an absolute http(s) URL.", examples: ["/Class"] },
  },
} as const;

export const shellSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    wrapper: {
      enum: ["segment", "content"],
      description: "Page wrapper class rule: `segment` = the first path segment plus a content-page marker; `content` = the content-page marker only.",
    },
    header: {
      description: "The site header: navigation links, a call to action, logo and colours.",
      type: "object",
      additionalProperties: false,
      properties: {
        nav: { type: "array", items: linkSchema, maxItems: 8, description: "Navigation links, in order (at most 8)." },
        cta: { ...linkSchema, description: "The call-to-action button at the end of the header." },
        logo: { enum: ["dark", "light"], description: "Which logo of the settings sits on the header background." },
        variant: { enum: ["light", "dark", "brand"], description: "Header background: light (the default), dark or the brand colour." },
      },
    },
    footer: {
      description: "The site footer: an about text, link columns and a closing note.",
      type: "object",
      additionalProperties: false,
      properties: {
        about: { type: "string", description: "A short text about the brand beside the logo." },
        columns: {
          description: "Columns of links (at most 4).",
          type: "array",
          maxItems: 4,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["title", "links"],
            properties: {
              title: { type: "string", description: "The column's heading." },
              links: { type: "array", items: linkSchema, description: "The column's links." },
            },
          },
        },
        note: { type: "string", description: "The closing line, e.g. the copyright." },
      },
    },
    analyticsId: {
      type: "string",
      pattern: "^G-[A-Z0-9]+$",
      description: "Analytics measurement id; analytics stay off when unset.",
      examples: ["G-ABC123XYZ"],
    },
  },
} as const;

/** Title key → title text, per title language. */
export const titlesSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    id: { type: "object", additionalProperties: { type: "string", minLength: 1 }, description: "Indonesian page titles by title key." },
    en: { type: "object", additionalProperties: { type: "string", minLength: 1 }, description: "English page titles by title key." },
  },
} as const;

export const metaBindingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["data"],
  properties: {
    data: { $ref: "#/$defs/binding", description: "The source of the page's record." },
    /** Which record fields fill the head tags; values are dotted paths into the record. */
    title: { type: "string", description: "Dotted path of the record field that fills the page title.", examples: ["title"] },
    description: { type: "string", description: "Dotted path of the record field that fills the meta description.", examples: ["overview"] },
    image: { type: "string", description: "Dotted path of the record field that fills the share image.", examples: ["thumbnail"] },
    descriptionWords: {
      type: "integer",
      minimum: 1,
      maximum: 200,
      description: "Cut the description to this many words plus an ellipsis (overview descriptions use 20).",
      examples: [20],
    },
  },
} as const;

/** Fixed head values of a route (e.g. Metamorfosa's highlight image); a metadata record's win. */
export const routeHeadSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    description: { type: "string", maxLength: 300, description: "The page's meta description." },
    image: {
      ...mediaRefSchema,
      description: "The page's share image: a media path relative to the media base (e.g. `cover/kelas.svg`), a site path or an absolute http(s) URL.",
    },
  },
} as const;

/**
 * A rule one path parameter must pass for its route to answer (a page whose validate rule
 * fails gives a 404). Rules also tell apart two routes whose paths match the same URLs.
 */
export const paramRuleSchema = {
  "description":
    "A rule the value of one path parameter must pass, or the route does not answer the URL. A URL whose parameters fail every matching route's rules answers 404 'This page could not be found'.",
  "x-expected": `{"type": "integer"}, {"pattern": "<regular expression>"} or {"enum": ["<value>", …]}`,
  "oneOf": [
    {
      type: "object",
      additionalProperties: false,
      required: ["type"],
      description: "The value is a whole number written in digits only, e.g. '42' (not '4a', '-1' or '1.5').",
      properties: { type: { const: "integer", description: "Digits only." } },
    },
    {
      type: "object",
      additionalProperties: false,
      required: ["pattern"],
      description:
        "The whole value matches this regular expression (JavaScript syntax, 'u' flag; it is anchored for you: '^(?:…)$'), e.g. '.*[^0-9].*' for a slug that is not all digits.",
      properties: { pattern: { type: "string", minLength: 1, description: "A regular expression the whole value must match." } },
    },
    {
      type: "object",
      additionalProperties: false,
      required: ["enum"],
      description: "The value is one of these words, compared case-insensitively, e.g. ['corporate', 'government'].",
      properties: { enum: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, uniqueItems: true, description: "The values allowed." } },
    },
  ],
} as const;

export const routeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "path"],
  properties: {
    name: {
      "type": "string",
      "description": "The spec's page-title key, e.g. `News-id-title`; also the route's stable id (a layout that extends this one overrides the route by it).",
      "pattern": "^[A-Za-z][A-Za-z0-9-]*$",
      "x-expected": "a title key of letters, digits and dashes, e.g. 'News-id-title'",
    },
    path: {
      "type": "string",
      "description": "The URL path in spec notation: `/Class/{slug}`, optional segments `{slug?}`. Matched case-insensitively.",
      "examples": ["/", "/Class/{slug}", "/News/{slug?}"],
      "x-expected": "a path starting with '/' made of plain segments and {param} or {param?} segments, e.g. '/Class/{slug}'",
      "pattern": "^(/|(/([A-Za-z0-9._~-]+|\\{[A-Za-z][A-Za-z0-9]*\\??\\}))+)$",
    },
    requiresAuth: { type: "boolean", description: "Only signed-in visitors see the page; others are sent to sign in. Defaults to false." },
    /** Rules per path parameter; an absent optional parameter passes. */
    params: {
      type: "object",
      description:
        "Rules for the path's parameters, by parameter name (each a parameter of this route's path). A present value must pass its rule; an absent optional one passes.",
      propertyNames: { pattern: "^[A-Za-z][A-Za-z0-9]*$" },
      additionalProperties: { $ref: "#/$defs/paramRule" },
    },
    meta: { ...metaBindingSchema, description: "Head tags (title, description, share image) from a record the page reads." },
    head: { ...routeHeadSchema, description: "Fixed head values of the route; a metadata record's win." },
    blocks: { type: "array", items: { $ref: "#/$defs/block" }, description: "The page's blocks, top to bottom." },
  },
} as const;

/**
 * The layout format this engine reads and writes. A file without `format` is format 1; the engine
 * upgrades older files in memory (engine/layout/migrations) and `npm run validate -- --fix` rewrites them.
 */
export const LAYOUT_FORMAT = 2;

export const layoutSchema = {
  $id: "layout",
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: {
    $schema: { type: "string", description: "The schema editors check this file against: `../schemas/layout.schema.json`." },
    id: {
      "type": "string",
      "pattern": "^[a-z][a-z0-9-]*$",
      "x-expected": "lower-case letters, digits and dashes, e.g. 'pesilat'",
      "description": "The layout's id, which a site's settings name; the file name without `.json`.",
      "examples": ["pesilat"],
    },
    format: { const: LAYOUT_FORMAT, description: "The format the file is written in (`npm run validate -- --fix` upgrades an older one)." },
    extends: {
      "description":
        "Id of the layout this one builds on, or a list of ids merged left to right (a later one over an earlier one), this file over them all: routes override by name, titles and shell merge.",
      "x-expected": "a layout id, or a list of layout ids, e.g. 'base' or ['base-titles', 'base-routes']",
      "anyOf": [
        { $ref: "#/$defs/layoutId" },
        {
          type: "array",
          items: { $ref: "#/$defs/layoutId" },
          minItems: 1,
          maxItems: 16,
          description: "Ids of the layouts this one builds on, merged left to right.",
        },
      ],
    },
    abstract: { type: "boolean", description: "Only a base for other layouts; never served by itself. Defaults to false." },
    language: { enum: ["id", "en"], description: "Language of the page titles of this brand (the page itself is always Indonesian). Defaults to id." },
    titles: { ...titlesSchema, description: "Page titles by title key, per title language." },
    shell: { ...shellSchema, description: "The page frame: header, footer, wrapper class and analytics." },
    routes: { type: "array", items: routeSchema, description: "The pages of the site: path, title key and blocks." },
  },
  $defs: {
    layoutId: {
      type: "string",
      pattern: "^[a-z][a-z0-9-]*$",
      description: "The id of a layout: its file name without `.json`, in tenants/ or tenants/parts/.",
    },
    block: blockItemSchema,
    binding: bindingSchema,
    blockCondition: blockConditionSchema,
    paramRule: paramRuleSchema,
  },
} as const;
