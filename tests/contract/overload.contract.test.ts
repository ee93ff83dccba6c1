import { readdirSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { rawGet } from "../support/rawGet.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// Issue 10: with the page cache off, 100 connections once gave 10 s time-outs. Renders are admitted a
// few at a time; past the queue a request gets the page as last rendered, or a fast 503.
const running: RunningServer[] = [];
let silent: Server | undefined;
afterAll(async () => {
  for (const server of running) await server.stop();
  silent?.close();
});

/** A backend that takes connections and never answers: every render waits out its time box, so renders overlap for sure. */
async function silentBackend(): Promise<string> {
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent!.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
}

describe("more page requests than render slots", () => {
  it("with the page cache off: every answer is the page or a 503 with Retry-After, nothing else", async () => {
    // The demo home's counters come from the services host: a silent one keeps each render busy for its time box.
    const server = await startBuiltServer({
      PAGE_CACHE_MS: "0",
      RENDER_CONCURRENCY: "1",
      RENDER_QUEUE: "2",
      SSR_TIMEBOX_MS: "1500",
      SERVICES_BASE_URL: await silentBackend(),
    });
    running.push(server);
    const answers = await Promise.all(Array.from({ length: 40 }, () => rawGet(server.port, "demo.localhost", "/")));
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.text).toContain("data-overloaded");
    }
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
  });

  it("with the page cache on: the page as last rendered instead of a 503", async () => {
    const server = await startBuiltServer({ PAGE_CACHE_MS: "1", RENDER_CONCURRENCY: "1", RENDER_QUEUE: "0" });
    running.push(server);
    expect((await rawGet(server.port, "demo.localhost", "/")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all(Array.from({ length: 30 }, () => rawGet(server.port, "demo.localhost", "/")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.some((answer) => answer.headers["x-cache"] === "STALE")).toBe(true);
  });
});

describe("a process short of memory (@fastify/under-pressure)", () => {
  it("refuses new renders and image transforms fast, and keeps assets, health and the platform answering", async () => {
    // A heap bound below what any server uses: under pressure from its first sample on.
    const server = await startBuiltServer({ MAX_HEAP_MB: "1" });
    running.push(server);
    await expect.poll(async () => JSON.parse((await rawGet(server.port, "demo.localhost", "/healthz")).text).underPressure, { timeout: 5000 }).toBe(true);

    const page = await rawGet(server.port, "demo.localhost", "/");
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("5");
    expect(page.text).toContain("data-overloaded");

    const image = await rawGet(server.port, "demo.localhost", "/_ipx/w_320/_platform/media/cover/demo");
    expect(image.status).toBe(503);
    expect(image.headers["retry-after"]).toBe("5");

    const asset = readdirSync(join(import.meta.dirname, "../../dist/client/assets")).find((name) => name.endsWith(".js"));
    expect((await rawGet(server.port, "demo.localhost", `/assets/${asset}`)).status).toBe(200);
    const settings = await rawGet(server.port, "demo.localhost", "/_platform/api/v0/cms/app/settings", { origin: "http://demo.localhost" });
    expect(settings.status).toBe(200);
  });
});
