import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { fillTemplate, templatePlaceholders } from "../../../schemas/messages/messageTemplate.js";
import { PLATFORM_MESSAGES } from "../../../schemas/messages/platformMessages.js";
import { ERRORS, platformError, postgrestError } from "../../../site/platform/errors/platformError.js";
import { PlatformError } from "../../../site/platform/http/PlatformError.js";

const ROOT = join(import.meta.dirname, "../../..");
const PLATFORM = join(ROOT, "site/platform");
const CATALOGUE = join(PLATFORM, "errors");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

// The platform's own files, and the render node's pass-through, which answers for the platform when it is down.
const users = [...sourceFiles(PLATFORM).filter((path) => !path.startsWith(CATALOGUE)), join(ROOT, "site/server/registerPlatformPassthrough.ts")];
const sources = new Map(users.map((path) => [relative(ROOT, path), readFileSync(path, "utf8")]));

interface CatalogueCall {
  readonly where: string;
  readonly code: string;
  /** The names of the values object, or undefined when it is not an object literal (or absent). */
  readonly names: readonly string[] | undefined;
  readonly hasValues: boolean;
}

/** Every platformError/postgrestError/errorMessage/errorEnvelope call with a literal code, read with the compiler's parser. */
function catalogueCalls(): CatalogueCall[] {
  const calls: CatalogueCall[] = [];
  for (const [path, text] of sources) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ["platformError", "postgrestError", "errorMessage", "errorEnvelope"].includes(node.expression.text)
      ) {
        const codes = literalCodes(node.arguments[0]);
        const values = node.arguments[1];
        const hasValues = values !== undefined && !(ts.isIdentifier(values) && values.text === "undefined");
        const names = values && ts.isObjectLiteralExpression(values) ? values.properties.map((property) => property.name?.getText(file) ?? "") : undefined;
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        for (const code of codes) calls.push({ where: `${path}:${line}`, code, names, hasValues });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return calls;
}

/** `"CODE"`, or both branches of `cond ? "A" : "B"`. */
function literalCodes(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...literalCodes(node.whenTrue), ...literalCodes(node.whenFalse)];
  return [];
}

describe("the platform's catalogue of errors and messages", () => {
  const calls = catalogueCalls();

  it("has stable, well-formed codes and keys", () => {
    for (const code of Object.keys(ERRORS)) expect(code).toMatch(/^PLT_ERR_[A-Z0-9_]+$/);
    for (const key of Object.keys(PLATFORM_MESSAGES)) expect(key).toMatch(/^PLT_MSG_[A-Z0-9_]+$/);
    for (const entry of Object.values(ERRORS)) expect(entry.status).toBeGreaterThanOrEqual(400);
  });

  it("uses every error code somewhere in the platform", () => {
    const unused = Object.keys(ERRORS).filter((code) => ![...sources.values()].some((text) => text.includes(`"${code}"`) || text.includes(`ERRORS.${code}`)));
    expect(unused).toEqual([]);
  });

  it("uses every success message somewhere in the platform", () => {
    const unused = Object.keys(PLATFORM_MESSAGES).filter((key) => ![...sources.values()].some((text) => text.includes(`"${key}"`)));
    expect(unused).toEqual([]);
  });

  it("is called only with codes it has, each with exactly the values its template names", () => {
    expect(calls.length).toBeGreaterThan(50);
    const problems = calls.flatMap((call) => {
      const entry = (ERRORS as Readonly<Record<string, { message: string }>>)[call.code];
      if (!entry) return [`${call.where}: unknown code ${call.code}`];
      const wanted = [...new Set(templatePlaceholders(entry.message))].sort();
      if (wanted.length === 0) return call.hasValues ? [`${call.where}: ${call.code} takes no values`] : [];
      if (!call.names) return [`${call.where}: ${call.code} needs an object literal with ${wanted.join(", ")}`];
      const given = [...call.names].sort();
      return given.join(",") === wanted.join(",") ? [] : [`${call.where}: ${call.code} needs ${wanted.join(", ")}, given ${given.join(", ") || "nothing"}`];
    });
    expect(problems).toEqual([]);
  });

  it("fills every template completely, and refuses to leave a placeholder empty", () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      const names = templatePlaceholders(entry.message);
      const filled = fillTemplate(entry.message, Object.fromEntries(names.map((name) => [name, `«${name}»`])));
      expect(filled, code).not.toMatch(/\{[A-Za-z]\w*\}/);
      for (const name of names) expect(filled, code).toContain(`«${name}»`);
      if (names.length > 0) expect(() => fillTemplate(entry.message, {}), code).toThrow(`{${names[0]}}`);
    }
    // A literal brace that is not a placeholder stays text.
    expect(fillTemplate(ERRORS.PLT_ERR_PG_ROW_NOT_OBJECT.message, { where: "Baris 2 dari 3" })).toBe(
      'Baris 2 dari 3 bukan objek JSON; seharusnya objek berisi kolom, misalnya {"name": "..."}.',
    );
  });

  it("makes errors with the entry's status, code, message and default data", () => {
    const error = platformError("PLT_ERR_CLASS_NOT_FOUND", { slug: "kelas-x" });
    expect(error).toBeInstanceOf(PlatformError);
    expect({ status: error.statusCode, code: error.code, message: error.message, data: error.data }).toEqual({
      status: 404,
      code: "PLT_ERR_CLASS_NOT_FOUND",
      message: "Kelas dengan slug 'kelas-x' tidak ditemukan",
      data: null,
    });
    expect(platformError("PLT_ERR_TOO_MANY_WRITES", { seconds: 12 }).data).toEqual({ field: "body" });
    expect(platformError("PLT_ERR_TENANT_UNKNOWN", { id: "x" }, { field: "id" }).data).toEqual({ field: "id" });
    const pg = postgrestError("PLT_ERR_PG_NOT_SINGLE", undefined, { details: "The result contains 2 rows" });
    expect({ status: pg.statusCode, code: pg.code, details: pg.details }).toEqual({ status: 406, code: "PGRST116", details: "The result contains 2 rows" });
  });

  it("leaves no error or success text inline in the platform's files", () => {
    const inline = [...sources].flatMap(([path, text]) =>
      /new (PlatformError|PostgrestError)\(|\bsuccess\(\s*["`]|throw new AppTokenError/.test(text) ? [path] : [],
    );
    expect(inline).toEqual([]);
  });
});
