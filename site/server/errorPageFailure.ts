import { escapeHtml } from "../../engine/head/escapeHtml.js";
import { MESSAGES } from "../../engine/errors/messages.js";

/** Spec §8: the page shown when the error page itself fails; plain HTML, nothing left to fail. */
export function errorPageFailure(details: string): string {
  return `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(MESSAGES.errorPageFailureTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1e293b}pre{white-space:pre-wrap;background:#f1f5f9;padding:1rem;border-radius:.5rem}</style>
</head><body>
<h1>${escapeHtml(MESSAGES.errorPageFailureTitle)}</h1>
<p>${escapeHtml(MESSAGES.errorPageFailureBody)}</p>
<details><summary>Details</summary><pre>${escapeHtml(details)}</pre></details>
<p><a href="/">${escapeHtml(MESSAGES.errorPageFailureLink)}</a></p>
</body></html>`;
}
