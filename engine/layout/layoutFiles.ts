import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join, normalize } from "node:path";

/** Sub-folder of the layouts folder for the parts a layout is assembled from (route tables, title tables): layouts too. */
export const LAYOUT_PARTS_DIR = "parts";
/** Sub-folder of the layouts folder for page copy: one block's props per file, taken in with `{ "$include": "…" }`. */
export const LAYOUT_COPY_DIR = "copy";

/** The folders whose `.json` files the layouts of `dir` are read from: the folder itself, its parts and its copy. */
export function layoutFolders(dir: string): string[] {
  return [dir, join(dir, LAYOUT_PARTS_DIR), join(dir, LAYOUT_COPY_DIR)];
}

/** Every `.json` file the layouts of `dir` are read from, sorted within each folder (tenants/sites/ and others are not). */
export function listLayoutFiles(dir: string): string[] {
  return layoutFolders(dir).flatMap((folder) =>
    existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith(".json"))
          .sort()
          .map((name) => join(folder, name))
      : [],
  );
}

/** A page-copy file (in a `copy/` folder): the props of one block, not a layout. */
export function isCopyFile(file: string): boolean {
  return basename(dirname(normalize(file))) === LAYOUT_COPY_DIR;
}

/** The layouts folder a file belongs to: a part's or a copy file's is the folder above its own. */
export function layoutRootOf(file: string): string {
  const folder = dirname(normalize(file));
  const name = basename(folder);
  return name === LAYOUT_PARTS_DIR || name === LAYOUT_COPY_DIR ? dirname(folder) : folder;
}
