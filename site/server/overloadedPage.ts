import { escapeHtml } from "../../engine/index.js";

/** Seconds a visitor (or a crawler) should wait before asking again when the server is full. */
export const OVERLOAD_RETRY_AFTER_S = 5;

const TITLE = "Situs sedang ramai dikunjungi";
const BODY = "Halaman ini belum bisa disiapkan karena banyak pengunjung. Silakan muat ulang dalam beberapa detik.";

/**
 * The whole document of a 503 under overload: no render, no data, no script, so it costs nothing
 * to send while the server catches up. It reloads itself after the Retry-After time.
 */
export function overloadedPage(): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OVERLOAD_RETRY_AFTER_S}"><title>${escapeHtml(TITLE)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1e293b">
<main data-overloaded><h1>${escapeHtml(TITLE)}</h1><p>${escapeHtml(BODY)}</p></main>
</body></html>`;
}
