import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../support/rawGet.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// With analytics on, a page has one inline script (the analytics snippet). The CSP allows exactly
// that script by its SHA-256 hash, and no inline script by 'unsafe-inline'.
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ ANALYTICS: "on" });
});
afterAll(async () => server?.stop());

describe("the content security policy with analytics on", () => {
  it("allows the page's one inline script by its hash", async () => {
    const page = await rawGet(server.port, "demo.localhost", "/");
    const inline = [...page.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash("sha256").update(inline[0]!, "utf8").digest("base64")}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))?.[1] ?? "";
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
