import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { LastGoodSettings, RawSettings } from "../../engine/index.js";

/** Changes are written together at most this often: a thousand tenants' first pages write the file a few times, not a thousand. */
const WRITE_EVERY_MS = 2000;

/**
 * The last settings each host answered with, in one JSON file under DATA_DIR, so that a restart
 * while the platform is down still serves every site that ever had settings. Written only when a
 * host's settings change, batched, through a temporary file and a rename (never a half-written file).
 */
export function createLastGoodSettings(file: string, log: (message: string, error: unknown) => void): LastGoodSettings & { flush(): void } {
  const saved = new Map<string, string>();
  try {
    for (const [host, settings] of Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)) {
      if (settings && typeof settings === "object") saved.set(host, JSON.stringify(settings));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") log(`last good settings in ${file} unreadable; starting without them`, error);
  }
  let pending: ReturnType<typeof setTimeout> | undefined;
  const writeAll = () => {
    pending = undefined;
    try {
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, `{${[...saved].map(([host, text]) => `${JSON.stringify(host)}:${text}`).join(",\n")}}`);
      renameSync(temporary, file);
    } catch (error) {
      log(`last good settings not saved to ${file}`, error);
    }
  };
  return {
    /** Writes what is pending now (the server calls it when it closes). */
    flush() {
      if (!pending) return;
      clearTimeout(pending);
      writeAll();
    },
    read: (host) => {
      const text = saved.get(host);
      return text === undefined ? undefined : (JSON.parse(text) as RawSettings);
    },
    write(host, settings) {
      const text = JSON.stringify(settings);
      if (saved.get(host) === text) return;
      saved.set(host, text);
      // Unref'd: a process that stops loses at most the last two seconds' changes, which the platform still holds.
      pending ??= setTimeout(writeAll, WRITE_EVERY_MS);
      pending.unref();
    },
  };
}
