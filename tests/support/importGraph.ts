import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";

/** One import of a module: what it names, whether only types, and whether it is a dynamic import(). */
export interface ImportEdge {
  from: string;
  /** A project file (relative to the root) for relative specifiers; the bare specifier otherwise. */
  to: string;
  external: boolean;
  typeOnly: boolean;
  dynamic: boolean;
  line: number;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function resolveRelative(root: string, from: string, specifier: string): string {
  const base = resolve(root, dirname(from), specifier);
  const stem = base.replace(/\.(js|mjs)$/, "");
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.mjs`, `${stem}/index.ts`]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return relative(root, candidate);
  }
  return relative(root, base);
}

/**
 * The imports of one source file, read with TypeScript's parser: static imports and re-exports (with
 * `import type` / `export type` and all-type named lists marked), and dynamic `import("…")` calls.
 */
export function importsOf(root: string, file: string, text = readFileSync(resolve(root, file), "utf8")): ImportEdge[] {
  const kind = file.endsWith("x") ? ts.ScriptKind.TSX : file.endsWith(".mjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, node: ts.Node, typeOnly: boolean, dynamic: boolean) => {
    const external = !specifier.startsWith(".");
    edges.push({
      from: file,
      to: external ? specifier : resolveRelative(root, file, specifier),
      external,
      typeOnly,
      dynamic,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const allTypes = Boolean(clause && !clause.name && named && named.length > 0 && named.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, node, Boolean(clause?.isTypeOnly) || allTypes, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      const allTypes = Boolean(named && named.length > 0 && named.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, node, node.isTypeOnly || allTypes, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument.text, node, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/**
 * Every project file reachable from `entry` by imports that are values at run time (not types; not
 * import() unless `dynamic`), and the packages they import; `within` limits which project files are followed.
 */
export function runtimeClosure(
  root: string,
  entry: string,
  { dynamic = false, within = () => true }: { dynamic?: boolean; within?: (file: string) => boolean } = {},
): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of importsOf(root, file)) {
      if (edge.typeOnly || (edge.dynamic && !dynamic) || (!edge.external && !within(edge.to))) continue;
      if (edge.external) seen.add(edge.to);
      else if (SOURCE.test(edge.to) && existsSync(resolve(root, edge.to))) queue.push(edge.to);
    }
  }
  return seen;
}

/**
 * The import cycles among `files`: each a group of files that reach one another by static imports
 * (types included: a cycle of types is still two modules that cannot be read apart), found with
 * Tarjan's strongly connected components. Dynamic import() is how a lazy part is loaded, so it is left out.
 */
export function importCycles(root: string, files: readonly string[], read: (file: string) => ImportEdge[] = (file) => importsOf(root, file)): string[][] {
  const known = new Set(files);
  // A file not on disk (a planted one) resolves to its specifier's path: take the listed file it names.
  const listed = (to: string) => [to, to.replace(/\.m?js$/, ".ts"), to.replace(/\.m?js$/, ".tsx")].find((candidate) => known.has(candidate));
  const next = new Map(
    files.map((file) => [
      file,
      read(file)
        .filter((edge) => !edge.external && !edge.dynamic)
        .flatMap((edge) => listed(edge.to) ?? []),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || next.get(file)!.includes(file)) cycles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return cycles;
}
