// The cached page against a static file of the same bytes, served by the same server from /assets/:
// how close the page cache comes to the cost of sending a file.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { fetchAs } from "../support/pageWeight.mjs";
import { options } from "./options.mjs";
import { onCleanup } from "./processes.mjs";
import { tempFile } from "./tempFiles.mjs";
import { ensureInstalled, runTool } from "./tools.mjs";
import { median } from "./median.mjs";

/**
 * Writes the page's identity bytes to <clientDir>/assets/bench-static-<pid>.html (with .gz and .br
 * beside it when the build precompresses its assets, so the file gets the same compression a
 * browser would) before the server that serves it starts; removed at cleanup.
 */
export async function writeStaticCopy(clientDir, baseUrl, host, path) {
  const page = await fetchAs(baseUrl, host, path);
  if (page.status !== 200) throw new Error(`${host}${path} answered ${page.status}`);
  const assets = join(clientDir, "assets");
  const name = `bench-static-${process.pid}.html`;
  const precompressed = readdirSync(assets).some((file) => file.endsWith(".br") || file.endsWith(".gz"));
  const files = [join(assets, name)];
  writeFileSync(files[0], page.body);
  if (precompressed) {
    files.push(`${files[0]}.gz`, `${files[0]}.br`);
    writeFileSync(files[1], gzipSync(page.body, { level: 9 }));
    writeFileSync(files[2], brotliCompressSync(page.body));
  }
  onCleanup(() => files.forEach((file) => rmSync(file, { force: true })));
  return { path: `/assets/${name}`, bytes: page.body.length, precompressed };
}

/** `load.mjs --ratio`: page, static, page, static … (BENCH_ROUNDS pairs); the median ratio of req/s. */
export async function pageVersusStatic(server, host, pagePath, staticPath) {
  await ensureInstalled("load");
  const jsonFile = tempFile("ratio.json");
  const args = [
    String(server.port),
    "--ratio",
    "--host",
    host,
    "--page",
    pagePath,
    "--static",
    staticPath,
    "-d",
    String(options.seconds),
    "-c",
    String(options.connections),
    "--pairs",
    String(options.rounds),
    "--json",
    jsonFile,
  ];
  const { code } = await runTool("load", "load.mjs", args);
  if (code !== 0) throw new Error(`load.mjs --ratio exited with ${code}`);
  const { ratio } = JSON.parse(readFileSync(jsonFile, "utf8"));
  return {
    ratio: ratio.medianRatio,
    pageRps: median(ratio.pairs.map((p) => p.pageRps)),
    staticRps: median(ratio.pairs.map((p) => p.staticRps)),
    notOk: ratio.pairs.reduce((n, p) => n + p.page.notOk + p.static.notOk + p.page.errors + p.static.errors, 0),
  };
}
