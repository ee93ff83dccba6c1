import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { CALL_MESSAGE_CODES, SUCCESS_MESSAGE_CODES } from "../../schemas/messages/callMessages.js";
import { CONTENT_ERRORS } from "../../schemas/messages/contentErrors.js";
import { ENGINE_APP_TOKEN_ERRORS } from "../../schemas/messages/engineAppTokenErrors.js";
import { ENGINE_ERRORS, ENGINE_MESSAGES } from "../../schemas/messages/engineCatalogue.js";
import { PLATFORM_ERRORS } from "../../schemas/messages/platformErrors.js";
import { PLATFORM_MESSAGES } from "../../schemas/messages/platformMessages.js";
import { POSTGREST_ERRORS } from "../../schemas/messages/postgrestErrors.js";
import * as sharedTexts from "../../schemas/messages/sharedTexts.js";
import { runtimeClosure } from "../support/importGraph.js";

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDER = "schemas/messages";

/** Every part of the catalogue with the prefix its codes carry. */
const parts = [
  { name: "ENGINE_MESSAGES", prefix: "ENG_MSG_", entries: ENGINE_MESSAGES },
  { name: "ENGINE_ERRORS", prefix: "ENG_ERR_", entries: ENGINE_ERRORS },
  { name: "ENGINE_APP_TOKEN_ERRORS", prefix: "ENG_ERR_", entries: ENGINE_APP_TOKEN_ERRORS },
  { name: "PLATFORM_ERRORS", prefix: "PLT_ERR_", entries: PLATFORM_ERRORS },
  { name: "CONTENT_ERRORS", prefix: "PLT_ERR_", entries: CONTENT_ERRORS },
  { name: "POSTGREST_ERRORS", prefix: "PLT_ERR_", entries: POSTGREST_ERRORS },
  { name: "PLATFORM_MESSAGES", prefix: "PLT_MSG_", entries: PLATFORM_MESSAGES },
] as const;

/** The text of a string literal, or of literals joined with `+`; undefined for anything else (a constant's name). */
function literalText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left === undefined || right === undefined ? undefined : left + right;
  }
  return undefined;
}

/** The catalogue's files, by path. */
function catalogueFiles(): Record<string, string> {
  const names = readdirSync(join(ROOT, FOLDER)).filter((file) => file.endsWith(".ts"));
  return Object.fromEntries(names.map((name) => [`${FOLDER}/${name}`, readFileSync(join(ROOT, FOLDER, name), "utf8")]));
}

/** Every `message:` written as a literal, where it is written. */
function writtenMessages(files: Readonly<Record<string, string>>): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const [path, text] of Object.entries(files)) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === "message") {
        const message = literalText(node.initializer);
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
        if (message !== undefined) found.push({ where: `${path}:${line + 1}`, text: message });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** A text of words, not a template that only passes a value on (`{message}`). */
const hasWords = (text: string) => /[A-Za-z]{2}/.test(text.replace(/\{[A-Za-z]\w*\}/g, ""));

/** The messages written as a literal although a shared constant says them, or written again after their first place. */
function writtenTwice(files: Readonly<Record<string, string>>): string[] {
  const written = writtenMessages(files).filter(({ text }) => hasWords(text));
  const shared = new Set<string>(Object.values(sharedTexts));
  return written
    .filter(({ text }, index) => shared.has(text) || written.findIndex((other) => other.text === text) !== index)
    .map(({ where, text }) => `${where} ${text}`);
}

describe("the one message catalogue (schemas/messages/)", () => {
  it("gives every code once, in the part its prefix names, with a template and an HTTP status where it has one", () => {
    const codes = parts.flatMap((part) => Object.keys(part.entries));
    expect(codes.length).toBeGreaterThan(150);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    for (const part of parts) {
      for (const [code, entry] of Object.entries(part.entries) as [string, { status?: number; message: string }][]) {
        expect(code, part.name).toMatch(new RegExp(`^${part.prefix}[A-Z0-9_]+$`));
        expect(entry.message.length, code).toBeGreaterThan(0);
        if (entry.status !== undefined) expect(entry.status >= 200 && entry.status <= 599, code).toBe(true);
      }
    }
  });

  it("writes no text twice: a text two codes share is a constant of sharedTexts.ts, named by both sides", () => {
    const files = catalogueFiles();
    expect(writtenMessages(files).length).toBeGreaterThan(150);
    expect(writtenTwice(files)).toEqual([]);
    const said = (side: string) =>
      new Set<string>(parts.filter((part) => part.prefix.startsWith(side)).flatMap((part) => Object.values(part.entries).map((entry) => entry.message)));
    for (const [name, text] of Object.entries(sharedTexts)) expect(said("ENG_").has(text) && said("PLT_").has(text), name).toBe(true);
  });

  it("finds a text written twice, and one a shared constant already says (planted)", () => {
    const planted = {
      "a.ts": 'export const A = { A_ONE: { message: "Berhasil " + "mengirim request" }, A_TWO: { message: DEMO_REQUEST_SENT } };',
      "b.ts": 'export const B = { B_ONE: { message: "Sama {x}" }, B_TWO: { message: "{message}" }, B_THREE: { message: "{message}" } };',
      "c.ts": 'export const C = { C_ONE: { status: 400, message: "Sama {x}" } };',
    };
    expect(writtenTwice(planted)).toEqual(["a.ts:1 Berhasil mengirim request", "c.ts:1 Sama {x}"]);
  });

  it("keys the per-entry messages by entries of the API catalogue, with codes of the engine's messages", () => {
    const ids = [...Object.keys(CALL_MESSAGE_CODES), ...Object.keys(SUCCESS_MESSAGE_CODES)];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(() => getCatalogueEntry(id), id).not.toThrow();
    const codes = [...Object.values(CALL_MESSAGE_CODES).flatMap((codes) => [codes.success, codes.failure]), ...Object.values(SUCCESS_MESSAGE_CODES)];
    expect(codes.filter((code) => !Object.hasOwn(ENGINE_MESSAGES, code))).toEqual([]);
  });

  it("keeps the platform's parts out of the browser: no browser entry reaches them, even lazily", () => {
    const platformParts = ["platformErrors.ts", "contentErrors.ts", "postgrestErrors.ts", "platformMessages.ts"].map((name) => `${FOLDER}/${name}`);
    const browser = ["site/client/entry.tsx", "site/client/islandsEntry.ts", "site/client/boot.ts"].map((entry) =>
      runtimeClosure(ROOT, entry, { dynamic: true }),
    );
    // Guards the measurement: the hydration entry does reach the engine's part of the catalogue.
    expect(browser[0]!.has(`${FOLDER}/engineCatalogue.ts`)).toBe(true);
    expect(browser.flatMap((loaded) => platformParts.filter((part) => loaded.has(part)))).toEqual([]);
  });
});
