import type { ValidateFunction } from "ajv";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ajvModules } from "../../../schemas/documents/ajvModules.js";
import { brandContentSchema } from "../../../schemas/content/brandContent.js";
import { brandCoursesSchema } from "../../../schemas/content/brandCourses.js";
import { careerPoolsSchema, feedbackPoolsSchema, namePoolsSchema, webinarPoolSchema } from "../../../schemas/content/sharedContent.js";
import { siteFileSchema } from "../../../schemas/siteFile.js";

/** The schemas of the files the platform reads at start: the site files and the seed content. */
const CONTENT_SCHEMAS = {
  siteFile: siteFileSchema,
  brand: brandContentSchema,
  courses: brandCoursesSchema,
  names: namePoolsSchema,
  webinars: webinarPoolSchema,
  careers: careerPoolsSchema,
  feedback: feedbackPoolsSchema,
} as const;
export type ContentKind = keyof typeof CONTENT_SCHEMAS;

/** The file the build writes into the validators folder (site/scripts/buildValidators.mjs). */
export const CONTENT_VALIDATORS_FILE = "content.mjs";

// Every problem, with the schema beside it: an operator's file is reported whole, at file:line:col.
const createContentAjv = (standalone = false) =>
  new (ajvModules.core().Ajv)({ allErrors: true, verbose: true, ...(standalone && { code: { source: true, esm: true } }) });

/** What the precompiled module was generated from: a build older than the schemas is not used. */
const contentSchemaHash = () => createHash("sha256").update(JSON.stringify(CONTENT_SCHEMAS)).digest("hex");

/**
 * The content validators as one ES module (AJV standalone code), generated at build time so that the
 * start does not compile seven schemas (about a third of a second): one export per kind, and the hash.
 */
export function contentStandaloneCode(): string {
  const ajv = createContentAjv(true);
  for (const schema of Object.values(CONTENT_SCHEMAS)) ajv.addSchema(schema);
  const exports = Object.fromEntries(Object.entries(CONTENT_SCHEMAS).map(([kind, schema]) => [kind, schema.$id]));
  return `${ajvModules.standalone().default(ajv, exports)}\nexport const schemaHash = ${JSON.stringify(contentSchemaHash())};\n`;
}

let precompiled: Partial<Record<ContentKind, ValidateFunction>> | undefined;
const compiled = new Map<ContentKind, ValidateFunction>();

/** Loads the build's precompiled content validators from `validatorsDir`, when the build made them for these schemas. */
export async function loadPrecompiledContentChecks(validatorsDir: URL): Promise<boolean> {
  const file = new URL(CONTENT_VALIDATORS_FILE, validatorsDir);
  if (precompiled || !existsSync(fileURLToPath(file))) return Boolean(precompiled);
  const module = (await import(file.href)) as Partial<Record<ContentKind, ValidateFunction>> & { schemaHash?: string };
  if (module.schemaHash === contentSchemaHash()) precompiled = module;
  return Boolean(precompiled);
}

/** The validator of one kind of content file: the build's when loaded, else compiled here on first use. */
export function contentCheck<T>(kind: ContentKind): ValidateFunction<T> {
  let check = precompiled?.[kind] ?? compiled.get(kind);
  if (!check) compiled.set(kind, (check = createContentAjv().compile(CONTENT_SCHEMAS[kind])));
  return check as ValidateFunction<T>;
}
