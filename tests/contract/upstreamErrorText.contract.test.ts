import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { PAGE_STATE_ID } from "../../site/shared/PageState.js";
import { rawGet } from "../support/rawGet.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// Issue 39: with a backend answering 500, its error text was in the page state of the HTML every visitor
// receives. It belongs in the server's log; the page state carries the engine catalogue's code.
const ROLE = "services";
const PREFIX = "/failing-services/";
/** Distinctive, and free of what the page state's JSON escapes, so that a leak is found as written. */
const UPSTREAM_TEXT = "stub failure 7f3a: upstream pool db-services-2 exhausted";

let stub: Server;
let site: RunningServer;

beforeAll(async () => {
  // Every services call fails the way a backend in trouble answers: 500 with its envelope's message.
  stub = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ status: false, message: UPSTREAM_TEXT, data: null }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  const stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}${PREFIX}`;
  // No page cache: the page is rendered for this request, its reads sent to the stub.
  site = await startBuiltServer({ [catalogue.hosts[ROLE].env]: stubBase, PAGE_CACHE_MS: "0" });
});

afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => stub?.close(resolve));
});

interface SentQuery {
  queryKey: unknown[];
  state: { status: string; error?: unknown; fetchFailureReason?: unknown };
}

function pageState(html: string): { queries: { queries: SentQuery[] } } {
  const text = new RegExp(`<script id="${PAGE_STATE_ID}" type="application/json">([^<]*)</script>`).exec(html)?.[1];
  expect(text, "the page has its state").toBeDefined();
  return JSON.parse(text!) as { queries: { queries: SentQuery[] } };
}

describe("a page whose source gets a 500 from the backend", () => {
  it("sends neither the upstream's error text in its HTML nor in its page state, but the catalogue code; the server's log has the text", async () => {
    const page = await rawGet(site.port, "demo.localhost", "/");
    expect(page.status, site.output().slice(-2000)).toBe(200);
    const failed = pageState(page.text).queries.queries.filter((query) => query.state.status === "error");
    const counter = failed.find((query) => query.queryKey[2] === "statistics.counter");
    // The counter's read reached the stub and failed on the server, so the page state says so.
    expect(counter, JSON.stringify(failed.map((query) => query.queryKey))).toBeDefined();
    expect(counter!.state.error).toEqual({
      name: "SourceError",
      code: "ENG_ERR_SOURCE_REFUSED",
      message: "ENG_ERR_SOURCE_REFUSED",
      source: "statistics.counter",
      status: 500,
    });
    expect(counter!.state.fetchFailureReason).toEqual(counter!.state.error);
    // Every failed read carries a code of the catalogue, and the text nowhere: not in the state, not in the HTML.
    for (const query of failed) expect((query.state.error as { code?: string }).code, JSON.stringify(query.queryKey)).toMatch(/^ENG_ERR_SOURCE_/);
    expect(page.text).not.toContain(UPSTREAM_TEXT);
    expect(page.text).not.toContain("stub failure");
    expect(page.text).not.toContain("db-services-2");
    // The visitor reads our own words where the counters would be.
    expect(page.text).toContain("gagal dimuat");
    // The text stays with the operator: one warning line with the source's id.
    await expect.poll(() => site.output()).toContain(`[statistics.counter] ${UPSTREAM_TEXT}`);
  });
});
