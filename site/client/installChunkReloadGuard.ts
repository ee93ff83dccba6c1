import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from "../../engine/index.js";

/** A new deployment removes old code chunks: reload to get the new ones, at most once per 60 s. */
export function installChunkReloadGuard(): void {
  const handle = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    let last: number | null = null;
    try {
      const stored = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
      last = stored === null ? null : Number(stored);
    } catch {
      // no storage: still guard within this page's life
    }
    const now = Date.now();
    if (!shouldReloadForChunkError(now, last)) return;
    try {
      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
    } catch {
      // see above
    }
    window.location.reload();
  };
  window.addEventListener("error", (event) => handle(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => handle(event.reason));
}
