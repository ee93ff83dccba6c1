import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { LastGoodSettings, RawSettings } from "../../engine/index.js";

/**
 * The last settings each host answered with, in one JSON file under DATA_DIR, so that a restart
 * while the platform is down still serves every site that ever had settings. Written only when a
 * host's settings change, through a temporary file and a rename (never a half-written file).
 */
export function createLastGoodSettings(file: string, log: (message: string, error: unknown) => void): LastGoodSettings {
  const saved = new Map<string, string>();
  try {
    for (const [host, settings] of Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)) {
      if (settings && typeof settings === "object") saved.set(host, JSON.stringify(settings));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") log(`last good settings in ${file} unreadable; starting without them`, error);
  }
  return {
    read: (host) => {
      const text = saved.get(host);
      return text === undefined ? undefined : (JSON.parse(text) as RawSettings);
    },
    write(host, settings) {
      const text = JSON.stringify(settings);
      if (saved.get(host) === text) return;
      saved.set(host, text);
      try {
        mkdirSync(dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        writeFileSync(temporary, JSON.stringify(Object.fromEntries([...saved].map(([key, value]) => [key, JSON.parse(value) as unknown])), null, 1));
        renameSync(temporary, file);
      } catch (error) {
        log(`last good settings not saved to ${file}`, error);
      }
    },
  };
}
