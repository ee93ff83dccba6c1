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
      properties: { route: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$" } },
    },
    {
      type: "object",
      additionalProperties: false,
      required: ["query"],
      properties: {
        query: { type: "string", minLength: 1 },
        default: { type: ["string", "number", "boolean"] },
      },
    },
  ],
} as const;

export const bindingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["source"],
  properties: {
    source: { type: "string" },
    params: { type: "object", additionalProperties: paramValueSchema },
  },
} as const;

/** Shows a block only when a route parameter is present (or, with `present: false`, absent). */
export const blockConditionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["param"],
  properties: {
    param: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$" },
    /** Defaults to true: shown when the parameter is present. */
    present: { type: "boolean" },
  },
} as const;

export const blockItemSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type"],
  properties: {
    type: { type: "string" },
    /** Stable id for anchors and form drafts; defaults to the block's position. */
    id: { type: "string", pattern: "^[a-z][a-z0-9-]*$" },
    props: { type: "object" },
    data: { type: "object", additionalProperties: bindingSchema },
    /** The block is shown only under this condition (list and detail views of one optional-segment route). */
    when: blockConditionSchema,
  },
} as const;

export const linkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "to"],
  properties: {
    label: { type: "string", minLength: 1 },
    /** A site path (starting with `/`) or an absolute http(s) URL. */
    to: { type: "string", pattern: "^(/|https?://)" },
  },
} as const;

export const shellSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    /** Page wrapper class rule (spec §2): `segment` = first path segment plus a content-page marker. */
    wrapper: { enum: ["segment", "content"] },
    header: {
      type: "object",
      additionalProperties: false,
      properties: {
        nav: { type: "array", items: linkSchema, maxItems: 8 },
        cta: linkSchema,
        /** Which settings logo sits on the header background. */
        logo: { enum: ["dark", "light"] },
        variant: { enum: ["light", "dark", "brand"] },
      },
    },
    footer: {
      type: "object",
      additionalProperties: false,
      properties: {
        about: { type: "string" },
        columns: {
          type: "array",
          maxItems: 4,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["title", "links"],
            properties: {
              title: { type: "string" },
              links: { type: "array", items: linkSchema },
            },
          },
        },
        note: { type: "string" },
      },
    },
    /** Analytics measurement id; analytics stay off when unset. */
    analyticsId: { type: "string", pattern: "^G-[A-Z0-9]+$" },
  },
} as const;

/** Title key → title text, per title language. */
export const titlesSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    id: { type: "object", additionalProperties: { type: "string", minLength: 1 } },
    en: { type: "object", additionalProperties: { type: "string", minLength: 1 } },
  },
} as const;

export const metaBindingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["data"],
  properties: {
    data: { $ref: "#/$defs/binding" },
    /** Which record fields fill the head tags; values are dotted paths into the record. */
    title: { type: "string" },
    description: { type: "string" },
    image: { type: "string" },
    /** Cut the description to this many words plus an ellipsis (spec §2: overview descriptions, 20). */
    descriptionWords: { type: "integer", minimum: 1, maximum: 200 },
  },
} as const;

/** Fixed head values of a route (e.g. Metamorfosa's highlight image); a metadata record's win. */
export const routeHeadSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    description: { type: "string", maxLength: 300 },
    image: mediaRefSchema,
  },
} as const;

/**
 * A rule one path parameter must pass for its route to answer (spec §5: a page whose validate rule
 * fails gives a 404). Rules also tell apart two routes whose paths match the same URLs.
 */
export const paramRuleSchema = {
  description: "A rule the value of one path parameter must pass, or the route does not answer the URL. A URL whose parameters fail every matching route's rules answers 404 'This page could not be found'.",
  "x-expected": `{"type": "integer"}, {"pattern": "<regular expression>"} or {"enum": ["<value>", …]}`,
  oneOf: [
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
      description: "The whole value matches this regular expression (JavaScript syntax, 'u' flag; it is anchored for you: '^(?:…)$'), e.g. '.*[^0-9].*' for a slug that is not all digits.",
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
    /** The spec's page-title key, e.g. `News-id-title`; also the route's stable id. */
    name: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9-]*$", "x-expected": "a title key of letters, digits and dashes, e.g. 'News-id-title'" },
    /** Spec notation: `/Class/{slug}`, optional segments `{slug?}`. Matched case-insensitively. */
    path: {
      type: "string",
      "x-expected": "a path starting with '/' made of plain segments and {param} or {param?} segments, e.g. '/Class/{slug}'",
      pattern: "^(/|(/([A-Za-z0-9._~-]+|\\{[A-Za-z][A-Za-z0-9]*\\??\\}))+)$",
    },
    requiresAuth: { type: "boolean" },
    /** Rules per path parameter; an absent optional parameter passes. */
    params: {
      type: "object",
      description: "Rules for the path's parameters, by parameter name (each a parameter of this route's path). A present value must pass its rule; an absent optional one passes.",
      propertyNames: { pattern: "^[A-Za-z][A-Za-z0-9]*$" },
      additionalProperties: { $ref: "#/$defs/paramRule" },
    },
    meta: metaBindingSchema,
    head: routeHeadSchema,
    blocks: { type: "array", items: { $ref: "#/$defs/block" } },
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
    $schema: { type: "string" },
    id: { type: "string", pattern: "^[a-z][a-z0-9-]*$", "x-expected": "lower-case letters, digits and dashes, e.g. 'pesilat'" },
    /** The format the file is written in (see LAYOUT_FORMAT); older formats are upgraded before this schema sees them. */
    format: { const: LAYOUT_FORMAT },
    /** Id of the layout this one builds on: routes override by name, titles and shell merge. */
    extends: { type: "string", pattern: "^[a-z][a-z0-9-]*$" },
    /** Only a base for other layouts; never served by itself. */
    abstract: { type: "boolean" },
    /** Language of the page titles of this brand (the page itself is always Indonesian). */
    language: { enum: ["id", "en"] },
    titles: titlesSchema,
    shell: shellSchema,
    routes: { type: "array", items: routeSchema },
  },
  $defs: {
    block: blockItemSchema,
    binding: bindingSchema,
    blockCondition: blockConditionSchema,
    paramRule: paramRuleSchema,
  },
} as const;
