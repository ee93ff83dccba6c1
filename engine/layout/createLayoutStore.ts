import { readdirSync, readFileSync, type FSWatcher } from "node:fs";
import { basename, join } from "node:path";
import { checkMergedLayout } from "./checkMergedLayout.js";
import type { LayoutFormatUpgrade, LayoutValidator } from "./createLayoutValidator.js";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import type { ResolvedLayout } from "./ResolvedLayout.js";
import { resolveLayout } from "./resolveLayout.js";
import { watchFolder } from "../../schemas/documents/watchFolder.js";
import { offsetToPosition } from "../../schemas/documents/sourcePositions.js";
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
  /** Reloads on every change in the folder until the returned watcher is closed. */
  watch(onReload?: (problems: readonly LayoutProblem[]) => void): FSWatcher | undefined;
}

/** A valid file in an older layout format; `document` is the upgraded one, which `validate --fix` writes. */
export interface FileUpgrade extends LayoutFormatUpgrade {
  file: string;
  document: LayoutDocument;
}

interface LoadedFile {
  file: string;
  text: string;
  document: LayoutDocument;
}

/** Validates one set of files; the valid documents by id, and every problem found. */
export function loadLayoutFiles(files: readonly { file: string; text: string }[], validate: LayoutValidator) {
  const problems: LayoutProblem[] = [];
  const upgrades: FileUpgrade[] = [];
  const loaded = new Map<string, LoadedFile>();
  for (const { file, text } of files) {
    const result = validate(text, file);
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    if (result.upgraded) upgrades.push({ file, document: result.document, ...result.upgraded });
    const id = result.document.id;
    const idAt = offsetToPosition(text, Math.max(0, text.indexOf(`"id"`)));
    const expectedName = `${id}.json`;
    if (basename(file) !== expectedName) {
      problems.push({ file, ...idAt, pointer: "/id", message: `Layout id '${id}' does not match the file name; expected the file to be named '${expectedName}'` });
      continue;
    }
    loaded.set(id, { file, text, document: result.document });
  }
  const documents = new Map([...loaded].map(([id, entry]) => [id, entry.document]));
  const layouts = new Map<string, ResolvedLayout>();
  for (const [id, entry] of loaded) {
    if (entry.document.abstract) continue;
    const chain = resolveLayout(id, documents);
    if (chain.ok) {
      // Checked again once merged, each problem in the file it was written in.
      const merged = checkMergedLayout(chain.layout, chain.chain.map((member) => loaded.get(member)!), validate.checkRoute);
      if (merged.length === 0) layouts.set(id, chain.layout);
      else problems.push(...merged);
    } else {
      const offset = chain.pointer === "/extends" ? Math.max(0, entry.text.indexOf(`"extends"`)) : 0;
      problems.push({ file: entry.file, ...offsetToPosition(entry.text, offset), pointer: chain.pointer, message: chain.message });
    }
  }
  return { layouts, problems, upgrades };
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
    const files = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => ({ file: join(dir, name), text: readFileSync(join(dir, name), "utf8") }));
    const result = loadLayoutFiles(files, validate);
    // A layout whose file turned invalid keeps its last valid version; one whose file is gone is gone.
    const present = new Set(files.map((entry) => basename(entry.file, ".json")));
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
      return watchFolder(dir, () => {
        try {
          reload();
          onReload?.(problems);
        } catch (error) {
          onReload?.([{ file: dir, line: 1, col: 1, pointer: "", message: `Could not read the layouts folder: ${String(error)}` }]);
        }
      });
    },
  };
}
