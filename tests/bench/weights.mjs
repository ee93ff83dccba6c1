// First-load bytes (gzip -9) of our landing pages and of the peer's home, from what each HTML references.
import { pageWeight } from "../support/pageWeight.mjs";
import { budgets } from "./budgets.mjs";
import { kb } from "./format.mjs";

/** Weighs `pages` on our server and, when given, the peer's `/`; prints one line per page. */
export async function measureWeights(ours, pages, peer) {
  const rows = [];
  for (const page of pages) rows.push({ ...page, weight: await pageWeight(ours.baseUrl, page.host, page.path) });
  const peerWeight = peer ? await pageWeight(peer.baseUrl, `127.0.0.1:${peer.port}`, "/") : undefined;

  const line = (label, w) =>
    `  ${label.padEnd(48)} ${kb(w.js.gzip).padStart(9)} (${String(w.js.files.length).padStart(2)} files) ${kb(w.css.gzip).padStart(9)} ${kb(w.html.gzip).padStart(9)} ${kb(w.fonts.raw).padStart(9)}`;
  console.log(`  ${"page".padEnd(48)} ${"JS gzip".padStart(9)}            ${"CSS gzip".padStart(9)} ${"HTML gzip".padStart(9)} ${"fonts".padStart(9)}`);
  for (const row of rows) console.log(line(`${row.host}${row.path}`.slice(0, 48), row.weight));
  if (peerWeight) console.log(line("peer /", peerWeight));
  console.log(
    `  budgets: JS ${kb(budgets.jsGzip)}, CSS ${kb(budgets.cssGzip)} (stylesheets + inline <style>), HTML ${kb(budgets.htmlGzip)}; fonts = preloaded font files, raw`,
  );
  return { pages: rows, peer: peerWeight };
}
