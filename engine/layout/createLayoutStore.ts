import { readFileSync, type FSWatcher } from "node:fs";
import { basename, normalize } from "node:path";
import { checkMergedLayout, type LayoutSource } from "./checkMergedLayout.js";
import type { LayoutFormatUpgrade, LayoutValidator } from "./createLayoutValidator.js";
import { formatProblem, type LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import { isCopyFile, layoutFolders, listLayoutFiles } from "./layoutFiles.js";
import type { ResolvedLayout } from "./ResolvedLayout.js";
import { resolveLayout } from "./resolveLayout.js";
import { watchFolder } from "../../schemas/documents/watchFolder.js";
import { parsedSource, type ParsedSource } from "../../schemas/documents/parsedSource.js";
import { offsetToPosition, pointerOffset } from "../../schemas/documents/sourcePositions.js";
import type { LayoutDocument } from "./types.js";

export interface LayoutStore {
  get(id: string): ResolvedLayout | undefined;
  /** The layout ids, sorted: the same list until a reload, so a caller may derive from it once per list. */
  ids(): readonly string[];
  /** Problems of the last load; layouts named in them keep serving their last valid version. */
  problems(): readonly LayoutProblem[];
  /** Files of the last load written in an older layout format, served upgraded in memory. */
  upgrades(): readonly FileUpgrade[];
  /** Reads the folder again. */
  reload(): void;
  /** Reloads on every change in the folder (its parts/ and copy/ too) until the returned watcher is closed. */
  watch(onReload?: (problems: readonly LayoutProblem[]) => void): FSWatcher | undefined;
}

/** A valid file in an older layout format; `document` is the upgraded one, which `validate --fix` writes. */
export interface FileUpgrade extends LayoutFormatUpgrade {
  file: string;
  document: LayoutDocument;
}

interface LoadedFile extends LayoutSource {
  /** Where its `extends` entries are, by pointer (its tree is built only to locate a problem). */
  source: ParsedSource;
}

/** The same problem found through several layouts (a part's, reached from each layout that extends it) is said once. */
function distinct(problems: readonly LayoutProblem[]): LayoutProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatProblem(problem);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * Validates one set of files; the valid documents by id, and every problem found. Files of a `copy/`
 * folder are not layouts: they are the texts `$include` takes props from.
 */
export function loadLayoutFiles(files: readonly { file: string; text: string }[], validate: LayoutValidator) {
  const problems: LayoutProblem[] = [];
  const upgrades: FileUpgrade[] = [];
  const loaded = new Map<string, LoadedFile>();
  const texts = new Map(files.map(({ file, text }) => [normalize(file), text]));
  for (const { file, text } of files) {
    if (isCopyFile(file)) continue;
    const result = validate(text, file, texts);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    if (result.upgraded) upgrades.push({ file, document: result.written ?? result.document, ...result.upgraded });
    const id = result.document.id;
    const idAt = offsetToPosition(text, Math.max(0, text.indexOf(`"id"`)));
    const expectedName = `${id}.json`;
    if (basename(file) !== expectedName) {
      problems.push({
        file,
        ...idAt,
        pointer: "/id",
        message: `Layout id '${id}' does not match the file name; expected the file to be named '${expectedName}'`,
      });
      continue;
    }
    const other = loaded.get(id);
    if (other) {
      const message = `Layout id '${id}' is also the id of ${other.file}; a part in parts/ and a layout share one set of ids`;
      problems.push({ file, ...idAt, pointer: "/id", message });
      continue;
    }
    loaded.set(id, { file, text, document: result.document, includes: result.includes, source: parsedSource(file, text) });
  }
  const documents = new Map([...loaded].map(([id, entry]) => [id, entry.document]));
  const layouts = new Map<string, ResolvedLayout>();
  for (const [id, entry] of loaded) {
    // An abstract layout (a base, a part) is not served, but a wrong `extends` of its own is reported.
    const chain = resolveLayout(id, documents);
    if (chain.ok) {
      if (entry.document.abstract) continue;
      // Checked again once merged, each problem in the file it was written in.
      const merged = checkMergedLayout(
        chain.layout,
        chain.chain.map((member) => loaded.get(member)!),
        validate.checkRoute,
      );
      if (merged.length === 0) layouts.set(id, chain.layout);
      else problems.push(...merged);
    } else {
      const at = loaded.get(chain.at ?? id) ?? entry;
      problems.push({
        file: at.file,
        ...offsetToPosition(at.text, pointerOffset(at.source.tree, chain.pointer)),
        pointer: chain.pointer,
        message: chain.message,
      });
    }
  }
  return { layouts, problems: distinct(problems), upgrades };
}

/**
 * The layouts of one folder. A file that turns invalid never takes its layout down: the last valid
 * version keeps serving while the problem is reported. A deleted file's layout stops being served.
 */
export function createLayoutStore(dir: string, validate: LayoutValidator): LayoutStore {
  let layouts = new Map<string, ResolvedLayout>();
  let problems: readonly LayoutProblem[] = [];
  let upgrades: readonly FileUpgrade[] = [];
  let ids: readonly string[] = [];

  function reload() {
    const files = listLayoutFiles(dir).map((file) => ({ file, text: readFileSync(file, "utf8") }));
    const result = loadLayoutFiles(files, validate);
    // A layout whose file turned invalid keeps its last valid version; one whose file is gone is gone.
    const present = new Set(files.filter((entry) => !isCopyFile(entry.file)).map((entry) => basename(entry.file, ".json")));
    layouts = new Map([...[...layouts].filter(([id]) => present.has(id)), ...result.layouts]);
    problems = result.problems;
    upgrades = result.upgrades;
    ids = [...layouts.keys()].sort();
  }
  reload();

  return {
    get: (id) => layouts.get(id),
    ids: () => ids,
    problems: () => problems,
    upgrades: () => upgrades,
    reload,
    watch(onReload) {
      const onChange = () => {
        try {
          reload();
          onReload?.(problems);
        } catch (error) {
          onReload?.([{ file: dir, line: 1, col: 1, pointer: "", message: `Could not read the layouts folder: ${String(error)}` }]);
        }
      };
      // The folder and its parts/ and copy/ folders (those present now); closing the folder's watcher closes them all.
      const [main, ...subfolders] = layoutFolders(dir).map((folder) => watchFolder(folder, onChange));
      for (const watcher of subfolders) main?.on("close", () => watcher?.close());
      return main;
    },
  };
}
