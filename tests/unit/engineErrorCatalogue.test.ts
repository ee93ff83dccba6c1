import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CALL_MESSAGE_PREFIXES, EngineError, engineError, engineMessage, MESSAGES } from "../../engine/errors/index.js";
import { ENGINE_APP_TOKEN_ERRORS } from "../../schemas/messages/engineAppTokenErrors.js";
import { ENGINE_CATALOGUE as BROWSER_CATALOGUE, ENGINE_ERRORS, ENGINE_MESSAGES } from "../../schemas/messages/engineCatalogue.js";
import { templatePlaceholders } from "../../schemas/messages/messageTemplate.js";

const ROOT = join(import.meta.dirname, "../..");
/** The catalogue's parts: what the browser carries, and the app-token errors only the server raises. */
const ENGINE_CATALOGUE = { ...BROWSER_CATALOGUE, ...ENGINE_APP_TOKEN_ERRORS };
// Where the engine's codes are used, and the message catalogue's own maps by entry id (schemas/messages/callMessages.ts).
const sources = new Map(
  ["engine", "blocks", "site", "schemas/messages"].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .map((name) => `${dir}/${name}`)
      .filter((path) => /\.tsx?$/.test(path) && !path.startsWith("site/platform/"))
      .map((path) => [path, readFileSync(join(ROOT, path), "utf8")] as const),
  ),
);

interface CatalogueCall {
  readonly where: string;
  readonly code: string;
  readonly names: readonly string[] | undefined;
}

/** Every engineMessage/engineError/sourceError call with a literal code and its values' names, read with the compiler's parser. */
function catalogueCalls(): CatalogueCall[] {
  const calls: CatalogueCall[] = [];
  for (const [path, text] of sources) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        ["engineMessage", "engineError", "appTokenMessage", "appTokenError", "sourceError"].includes(node.expression.text)
      ) {
        const [code, written] = node.arguments;
        let values = written;
        while (values && (ts.isAsExpression(values) || ts.isSatisfiesExpression(values) || ts.isParenthesizedExpression(values))) values = values.expression;
        if (code && ts.isStringLiteral(code)) {
          const names =
            values === undefined
              ? []
              : ts.isObjectLiteralExpression(values)
                ? values.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : "?"))
                : undefined;
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          calls.push({ where: `${path}:${line + 1}`, code: code.text, names });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return calls;
}

describe("the engine's catalogue of errors and messages", () => {
  const codes = Object.keys(ENGINE_CATALOGUE);

  it("has unique, well-formed codes: ENG_MSG_ for what a visitor reads, ENG_ERR_ for errors", () => {
    const all = [...Object.keys(ENGINE_MESSAGES), ...Object.keys(ENGINE_ERRORS), ...Object.keys(ENGINE_APP_TOKEN_ERRORS)];
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(ENGINE_MESSAGES).filter((code) => !/^ENG_MSG_[A-Z0-9_]+$/.test(code))).toEqual([]);
    expect([...Object.keys(ENGINE_ERRORS), ...Object.keys(ENGINE_APP_TOKEN_ERRORS)].filter((code) => !/^ENG_ERR_[A-Z0-9_]+$/.test(code))).toEqual([]);
  });

  it("gives each status as an HTTP error or success code", () => {
    for (const entry of Object.values(ENGINE_CATALOGUE) as { status?: number }[]) {
      if (entry.status !== undefined) expect(entry.status >= 200 && entry.status <= 599).toBe(true);
    }
  });

  it("uses every code somewhere in engine/, blocks/ or site/ (the catalogue's maps by entry id count; its definition does not)", () => {
    const unused = codes.filter((code) => {
      // A use is any mention but the entry's own key (`CODE: {`).
      const pattern = new RegExp(`\\b${code}\\b(?!\\s*:)`);
      return ![...sources.values()].some((text) => pattern.test(text));
    });
    expect(unused).toEqual([]);
  });

  it("fills every placeholder of each call, and names no value the template lacks", () => {
    const calls = catalogueCalls();
    expect(calls.length).toBeGreaterThan(15);
    const wrong = calls
      .filter((call) => {
        if (!(call.code in ENGINE_CATALOGUE)) return true;
        if (call.names === undefined) return false;
        const wanted = templatePlaceholders(ENGINE_CATALOGUE[call.code as keyof typeof ENGINE_CATALOGUE].message).sort();
        return JSON.stringify(wanted) !== JSON.stringify([...call.names].sort());
      })
      .map((call) => `${call.where} ${call.code} ${call.names?.join(",")}`);
    expect(wrong).toEqual([]);
  });

  it("fills templates and throws when a value is missing", () => {
    expect(engineMessage("ENG_ERR_SOURCE_TIMEOUT", { source: "post.list" })).toBe("Source 'post.list' timed out");
    const error = engineError("ENG_ERR_UNKNOWN_BLOCK_TYPE", { type: "nope" });
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: "ENG_ERR_UNKNOWN_BLOCK_TYPE", message: "Unknown block type 'nope'" });
    expect(() => engineMessage("ENG_ERR_SOURCE_TIMEOUT", {} as { source: string })).toThrow(/needs a value for \{source\}/);
  });

  it("keeps the spec's texts and prefixes character for character", () => {
    expect(MESSAGES.notFound).toBe("Oops.. Maaf halaman tidak ditemukan");
    expect(MESSAGES.genericError).toBe("Opps.. Maaf terjadi kesalahan pada website");
    expect(MESSAGES.validateFailed).toBe("This page could not be found");
    expect(CALL_MESSAGE_PREFIXES["career.job.detail"]).toEqual({ success: "Success fetch detail Job: ", failure: "Failed fetch detail Job: " });
  });
});
