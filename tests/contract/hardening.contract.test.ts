import { describe, expect, inject, it } from "vitest";
import { rawGet } from "../support/rawGet.js";

// Issue 10 ("Hardened") against the built server: what a public visitor can and cannot reach.
const port = inject("serverPort");

describe("source maps", () => {
  it("are served to the local network only", async () => {
    const page = await rawGet(port, "demo.localhost", "/");
    const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(entry).toBeDefined();
    const script = await rawGet(port, "akademi-demo.example", entry!);
    expect(script.status).toBe(200);
    expect(script.text).toContain(`sourceMappingURL=`);
    expect((await rawGet(port, "demo.localhost", `${entry}.map`)).status).toBe(200);
    const open = await rawGet(port, "akademi-demo.example", `${entry}.map`);
    expect(open.status).toBe(404);
    expect(open.text).not.toContain("sourcesContent");
  });
});
