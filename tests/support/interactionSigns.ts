import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";
import { runtimeClosure } from "./importGraph.js";

/** What makes code something a visitor acts on, found where it is written. */
export interface InteractionSign {
  file: string;
  line: number;
  sign: string;
}

/** React hooks that hold state, run effects or subscribe: a block using one changes after it is drawn. */
const STATE_HOOKS = new Set([
  "useState",
  "useReducer",
  "useEffect",
  "useLayoutEffect",
  "useInsertionEffect",
  "useSyncExternalStore",
  "useTransition",
  "useDeferredValue",
  "useActionState",
  "useOptimistic",
  "useImperativeHandle",
]);
/** Router hooks that move the visitor elsewhere from code (reading the location is not acting). */
const NAVIGATING_HOOKS = new Set(["useNavigate", "useSearchParams", "useSubmit", "useFetcher", "useRevalidator"]);
/** Mantine components that keep state of their own or answer the pointer and keyboard themselves. */
const STATEFUL_MANTINE = new Set([
  "Accordion",
  "Autocomplete",
  "Burger",
  "Checkbox",
  "Chip",
  "Collapse",
  "Combobox",
  "CopyButton",
  "Drawer",
  "FileButton",
  "FileInput",
  "HoverCard",
  "Menu",
  "Modal",
  "MultiSelect",
  "NumberInput",
  "PasswordInput",
  "Popover",
  "Radio",
  "Rating",
  "SegmentedControl",
  "Select",
  "Slider",
  "Spoiler",
  "Switch",
  "Tabs",
  "TagsInput",
  "Textarea",
  "TextInput",
  "Tooltip",
]);

/** The signs in one source file: state and effect hooks, navigating hooks, event handler props, stateful Mantine parts. */
export function interactionSignsIn(file: string, text: string): InteractionSign[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const signs: InteractionSign[] = [];
  const at = (node: ts.Node, sign: string) => signs.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, sign });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isIdentifier(node.expression) ? node.expression.text : ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : "";
      if (STATE_HOOKS.has(callee) || NAVIGATING_HOOKS.has(callee)) at(node, `${callee}()`);
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && /^on[A-Z]/.test(node.name.text)) {
      at(node, `${node.name.text}=`);
    } else if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const bindings = node.importClause?.namedBindings;
      const names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text)
          : [];
      if (!node.importClause?.isTypeOnly) {
        if (from === "@mantine/hooks") for (const name of names) at(node, `${name} from @mantine/hooks`);
        if (from.startsWith("@mantine/") && from !== "@mantine/hooks")
          for (const name of names.filter((name) => STATEFUL_MANTINE.has(name))) at(node, `${name} from ${from}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return signs;
}

/**
 * The signs in a block's code: its component module and every block file it imports at run time (its
 * own folder and blocks/shared/), its lazy parts too unless `lazyParts` is false. The engine's parts a
 * block renders (links, data hooks) are the engine's business, not the block's.
 */
export function blockInteractionSigns(root: string, componentFile: string, { lazyParts = true } = {}): InteractionSign[] {
  return [...blockFiles(root, componentFile, lazyParts)].flatMap((file) => interactionSignsIn(file, readFileSync(resolve(root, file), "utf8")));
}

/** The block files a component runs: what it imports at run time and, with `lazyParts`, what it loads with import(). */
function blockFiles(root: string, entry: string, lazyParts: boolean): string[] {
  const isBlockFile = (file: string) => file.startsWith("blocks/") && /\.tsx?$/.test(file);
  return [...runtimeClosure(root, entry, { dynamic: lazyParts, within: isBlockFile })].filter(isBlockFile);
}

/** Each block type's component module, as blocks/components.ts imports it. */
export function blockComponentFiles(root: string): Record<string, string> {
  const text = readFileSync(resolve(root, "blocks/components.ts"), "utf8");
  const files: Record<string, string> = {};
  for (const [, type, path] of text.matchAll(/"([a-z-]+)": \(\) =>\s*import\("\.\/([^"]+)"\)/g)) files[type!] = `blocks/${path!.replace(/\.js$/, ".tsx")}`;
  return files;
}
