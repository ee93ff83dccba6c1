import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../../..");
const PLATFORM = join(ROOT, "site/platform");
/** What the platform must not reach: it is an edge of its own, beside the site, below nothing but schemas/. */
const FORBIDDEN = ["engine", "blocks", "site/server", "site/client"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(path) && !path.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every module specifier of a file: import and export declarations, `import("…")`, and `import x = require("…")`. */
function specifiers(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The project folder a relative specifier lands in, or undefined for a package. */
function target(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  return relative(ROOT, resolve(dirname(from), specifier))
    .split("\\")
    .join("/");
}

describe("site/platform's imports", () => {
  const files = sourceFiles(PLATFORM);

  it("are read from every file", () => {
    expect(files.length).toBeGreaterThan(80);
    expect(specifiers(join(PLATFORM, "platformPlugin.ts"))).toContain("./db/openPlatformDb.js");
  });

  it("reach only schemas/, the platform's own files and packages: never engine/, blocks/, site/server or site/client", () => {
    const crossings = files.flatMap((path) =>
      specifiers(path).flatMap((specifier) => {
        const landing = target(path, specifier);
        const forbidden = landing !== undefined && FORBIDDEN.some((folder) => landing === folder || landing.startsWith(`${folder}/`));
        return forbidden ? [`${relative(ROOT, path)} imports ${specifier}`] : [];
      }),
    );
    expect(crossings).toEqual([]);
  });

  it("would see a crossing (the check is not vacuous)", () => {
    expect(target(join(PLATFORM, "routes/x.ts"), "../../../engine/appToken/protocol.js")).toBe("engine/appToken/protocol.js");
    expect(target(join(PLATFORM, "x.ts"), "../server/createServer.js")).toBe("site/server/createServer.js");
  });
});
