import { existsSync, watch, type FSWatcher } from "node:fs";

/**
 * Calls back once a folder has settled after a change: editors write a file in several steps (a temp
 * file, a rename), so each change restarts a short wait. Undefined when there is no folder to watch.
 */
export function watchFolder(dir: string, onSettled: () => void, settleMs = 150): FSWatcher | undefined {
  if (!existsSync(dir)) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, () => {
    clearTimeout(timer);
    timer = setTimeout(onSettled, settleMs);
  });
  watcher.on("close", () => clearTimeout(timer));
  return watcher;
}
