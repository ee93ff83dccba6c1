import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { LayoutSchemaCheck } from "./LayoutSchemaCheck.js";

/** The file in DATA_DIR the server remembers passed layouts in. */
export const LAYOUT_CHECKS_FILE = "layout-checks.json";

/** How many passed documents the file keeps: the newest, far more than a deployment's layouts and their edits. */
const KEPT = 2000;

interface Remembered {
  schemaHash: string;
  passed: string[];
}

function readRemembered(file: string, schemaHash: string): string[] {
  try {
    const value = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<Remembered>) : undefined;
    return value?.schemaHash === schemaHash && Array.isArray(value.passed) ? value.passed.filter((hash) => typeof hash === "string") : [];
  } catch {
    return []; // an unreadable file only costs one full check of each layout
  }
}

/**
 * A layout schema check that remembers, in `file`, the documents it passed under this schema: at the next
 * start a document it passed before (same text after includes) is not checked again. A check takes a few
 * milliseconds once V8 has compiled the generated validator, but the first checks after a start compile it:
 * about a third of a second for the shipped layouts, which a start no longer pays when nothing changed.
 * Only passes are remembered: a failing document is checked, and its errors reported, every time.
 */
export function rememberedSchemaCheck(check: LayoutSchemaCheck, schemaHash: string, file: string): LayoutSchemaCheck {
  const passed = new Set(readRemembered(file, schemaHash));
  let writing: NodeJS.Immediate | undefined;
  const write = () => {
    writing = undefined;
    try {
      mkdirSync(dirname(file), { recursive: true });
      const remembered: Remembered = { schemaHash, passed: [...passed].slice(-KEPT) };
      // Written whole, then renamed over: a crash mid-write never leaves half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify(remembered));
      renameSync(`${file}.tmp`, file);
    } catch {
      // Not remembering costs the next start a full check, nothing more.
    }
  };
  const remembered: LayoutSchemaCheck = (document) => {
    const hash = createHash("sha256").update(JSON.stringify(document)).digest("base64url");
    if (passed.has(hash)) {
      remembered.errors = null;
      return true;
    }
    const ok = check(document);
    remembered.errors = check.errors;
    if (ok) {
      passed.add(hash);
      writing ??= setImmediate(write).unref();
    }
    return ok;
  };
  return remembered;
}
