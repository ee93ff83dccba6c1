// The closing table: each figure of the run against the performance targets, as ratios where
// there is a counterpart.
import { budgets } from "./budgets.mjs";
import { fixed, kb, kib, mb, ms, ratio, seconds } from "./format.mjs";

const MB = 1024 * 1024;
const mark = (ok) => (ok === undefined ? "·" : ok ? "✓" : "✗");
const atMost = (value, limit) => (Number.isFinite(value) ? value <= limit : undefined);
const atLeast = (value, limit) => (Number.isFinite(value) ? value >= limit : undefined);

function rowsOf(results) {
  const rows = [];
  const add = (measure, ours, counterpart, r, target, ok) => rows.push([measure, ours, counterpart, r, target, mark(ok)]);
  const { sbs, names } = results;

  if (sbs) {
    const un = sbs[names.uncached];
    const peer = sbs[names.peer];
    const cached = sbs[names.cached];
    const peerStatic = sbs[names.peerStatic];
    if (un && peer) {
      const rps = un.rps / peer.rps;
      const cpu = un.cpuMsPerReq / peer.cpuMsPerReq;
      add("uncached req/s, ours / peer `/`", fixed(un.rps, 0), fixed(peer.rps, 0), ratio(rps), "≥ 2×", atLeast(rps, 2));
      add("uncached server CPU per request", `${fixed(un.cpuMsPerReq, 2)} ms`, `${fixed(peer.cpuMsPerReq, 2)} ms`, ratio(cpu), "≤ 0.5×", atMost(cpu, 0.5));
      add("uncached p99 latency", `${un.p99} ms`, `${peer.p99} ms`, ratio(un.p99 / peer.p99), "", undefined);
    } else if (un) {
      add("uncached req/s / CPU per request", `${fixed(un.rps, 0)} / ${fixed(un.cpuMsPerReq, 2)} ms`, "no peer", "-", "", undefined);
    }
    if (cached && peerStatic) {
      add("cached req/s, ours / peer prerendered `/static`", fixed(cached.rps, 0), fixed(peerStatic.rps, 0), ratio(cached.rps / peerStatic.rps), "", undefined);
      add(
        "cached server CPU per request",
        `${fixed(cached.cpuMsPerReq, 2)} ms`,
        `${fixed(peerStatic.cpuMsPerReq, 2)} ms`,
        ratio(cached.cpuMsPerReq / peerStatic.cpuMsPerReq),
        "",
        undefined,
      );
    }
    const before = names.before && sbs[names.before];
    if (before && un) {
      add(`uncached req/s, now / ${results.beforeRef}`, fixed(un.rps, 0), fixed(before.rps, 0), ratio(un.rps / before.rps), "", undefined);
      add(
        `uncached CPU per request, now / ${results.beforeRef}`,
        `${fixed(un.cpuMsPerReq, 2)} ms`,
        `${fixed(before.cpuMsPerReq, 2)} ms`,
        ratio(un.cpuMsPerReq / before.cpuMsPerReq),
        "",
        undefined,
      );
    }
  }
  if (results.static) {
    const s = results.static;
    add("cached page / static file of the same bytes, req/s", fixed(s.pageRps, 0), fixed(s.staticRps, 0), ratio(s.ratio), "≥ 0.8×", atLeast(s.ratio, 0.8));
  }

  if (results.weights) {
    const { pages, peer } = results.weights;
    const measured = pages.filter((p) => p.kind === "home" || p.kind === "detail");
    for (const [label, pick, budget] of [
      ["first-load JS gzip", (w) => w.js.gzip, budgets.jsGzip],
      ["CSS gzip (stylesheets + inline)", (w) => w.css.gzip, budgets.cssGzip],
      ["HTML gzip", (w) => w.html.gzip, budgets.htmlGzip],
    ]) {
      const worst = measured.reduce((a, b) => (pick(b.weight) > pick(a.weight) ? b : a));
      const value = pick(worst.weight);
      const peerValue = peer ? pick(peer) : NaN;
      add(
        `${label}, worst home/detail (${worst.host}${worst.path.length > 12 ? worst.path.slice(0, 12) + "…" : worst.path})`,
        kb(value),
        peer ? kb(peerValue) : "-",
        peer ? ratio(value / peerValue) : "-",
        `≤ ${kb(budget)}`,
        atMost(value, budget),
      );
    }
  }

  if (results.memory) {
    const m = results.memory;
    const peerRss = results.sbs?.[results.names.peer]?.rss;
    add(
      `RSS under ${m.seconds} s mixed load (${m.pages} pages), max VmRSS (VmHWM)`,
      `${mb(m.maxRss)} (${mb(m.hwm)})`,
      Number.isFinite(peerRss) ? `${fixed(peerRss, 0)} MB` : "-",
      Number.isFinite(peerRss) ? ratio(m.maxRss / MB / peerRss) : "-",
      "≤ 200 MB",
      atMost(m.maxRss, 200 * MB),
    );
  }
  if (results.ready) {
    const { warm, cold, peer } = results.ready;
    if (warm)
      add(
        "start-to-ready, spawn → first page 200 (seeded DATA_DIR)",
        seconds(warm.pageMs),
        peer ? seconds(peer.pageMs) : "-",
        peer ? ratio(warm.pageMs / peer.pageMs) : "-",
        "≤ 1.5 s",
        atMost(warm.pageMs, 1500),
      );
    if (warm) add("start-to-ready, spawn → /healthz 200 (seeded DATA_DIR)", seconds(warm.healthzMs), "-", "-", "", undefined);
    if (warm && results.ready.before)
      add(
        `start-to-ready (seeded DATA_DIR), now / ${results.beforeRef}`,
        seconds(warm.pageMs),
        seconds(results.ready.before.pageMs),
        ratio(warm.pageMs / results.ready.before.pageMs),
        "",
        undefined,
      );
    if (cold) add("first start, spawn → first page 200 (fresh DATA_DIR, seeds)", seconds(cold.pageMs), "-", "-", "", undefined);
  }

  if (results.lighthouse) {
    const { medians, pages, peerUrl } = results.lighthouse;
    const peer = peerUrl ? medians[peerUrl] : undefined;
    for (const { label, url } of pages) {
      const m = medians[url];
      const isDemoHome = label === "demo.localhost/";
      add(
        `Lighthouse mobile perf, ${label}`,
        m?.ok ? fixed(m.perf, 0) : "failed",
        isDemoHome && peer?.ok ? fixed(peer.perf, 0) : "",
        "",
        "≥ 95",
        m?.ok ? m.perf >= 95 : false,
      );
      if (isDemoHome && m?.ok) {
        add("  demo home LCP", ms(m.lcp), peer?.ok ? ms(peer.lcp) : "-", peer?.ok ? ratio(m.lcp / peer.lcp) : "-", "≤ 1.5 s", atMost(m.lcp, 1500));
        add("  demo home FCP", ms(m.fcp), peer?.ok ? ms(peer.fcp) : "-", peer?.ok ? ratio(m.fcp / peer.fcp) : "-", "≤ 1.0 s", atMost(m.fcp, 1000));
        add("  demo home TBT", ms(m.tbt), peer?.ok ? ms(peer.tbt) : "-", peer?.ok ? ratio(m.tbt / peer.tbt) : "-", "≤ 100 ms", atMost(m.tbt, 100));
        add("  demo home CLS", fixed(m.cls, 3), peer?.ok ? fixed(peer.cls, 3) : "-", "", "≤ 0.02", atMost(m.cls, 0.02));
        add(
          "  demo home bytes transferred / of it JS",
          `${kib(m.bytes)} / ${kib(m.js)}`,
          peer?.ok ? `${kib(peer.bytes)} / ${kib(peer.js)}` : "-",
          peer?.ok ? ratio(m.bytes / peer.bytes) : "-",
          "",
          undefined,
        );
      }
    }
  }
  return rows;
}

/** Prints the table (Markdown, so it pastes into a closing note) and returns how many targets failed. */
export function printReport(results) {
  const header = ["measure", "ours", "peer / counterpart", "ratio", "target", ""];
  const rows = rowsOf(results);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  const failed = rows.filter((r) => r[5] === "✗").length;
  const met = rows.filter((r) => r[5] === "✓").length;
  console.log(`\ntargets met ${met}, missed ${failed}; ✓/✗ = performance target, · = for comparison`);
  for (const { part, message } of results.errors) console.log(`part not measured: ${part}: ${message}`);
  return failed;
}
