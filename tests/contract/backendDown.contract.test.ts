import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";
import { rawGet } from "../support/rawGet.js";

// Issue 10: with the backend down on a cold start, every site used to show maintenance. The last
// good settings per host are kept under DATA_DIR and serve the sites until the backend is back.
const dataDir = mkdtempSync(join(tmpdir(), "site-last-good-"));
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a restart while the backend is down", () => {
  it("serves every site that had settings with its last good settings, not maintenance", { timeout: 120_000 }, async () => {
    // The backend: another server's embedded platform, reached over HTTP as a real API host would be.
    const backend = await startBuiltServer();
    running.push(backend);
    const api = { API_BASE_URL: `http://127.0.0.1:${backend.port}/_platform/api/`, DATA_DIR: dataDir };

    const first = await startBuiltServer(api);
    running.push(first);
    const titles: Record<string, string | undefined> = {};
    for (const host of ["demo.localhost", "main.localhost"]) {
      const page = await rawGet(first.port, host, "/");
      expect(page.status).toBe(200);
      titles[host] = titleOf(page.text);
    }
    // Written together a moment later (and at the latest when the server stops).
    const saved = join(dataDir, "settings-last-good.json");
    await expect
      .poll(() => (existsSync(saved) ? Object.keys(JSON.parse(readFileSync(saved, "utf8")) as object) : []))
      .toEqual(expect.arrayContaining(["demo.localhost", "main.localhost"]));
    await first.stop();
    await backend.stop();

    // The same site, its backend gone: a port nobody listens on.
    const second = await startBuiltServer({ ...api, API_BASE_URL: `http://127.0.0.1:${await freePort()}/_platform/api/` });
    running.push(second);
    for (const host of ["demo.localhost", "main.localhost"]) {
      const page = await rawGet(second.port, host, "/");
      expect(page.status, `${host}: ${page.text.slice(0, 300)}`).toBe(200);
      expect(titleOf(page.text)).toBe(titles[host]);
      expect(page.text).not.toContain("Website Sedang Dalam Perbaikan");
    }
    // A host that never had settings still shows maintenance.
    expect((await rawGet(second.port, "baru.example", "/")).status).toBe(503);
  });
});
