import { describe, expect, it } from "vitest";
import { rawGet } from "../support/rawGet.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 10 ("Hardened") against the built server: what a public visitor can and cannot reach.
const port = builtServerPort();

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

describe("security headers", () => {
  const kinds: [string, string, string, number][] = [
    ["a page", "demo.localhost", "/", 200],
    ["a missing page", "demo.localhost", "/Halaman-Tidak-Ada", 404],
    ["a site in maintenance", "maintenance.localhost", "/", 503],
    ["the health check", "demo.localhost", "/healthz", 200],
    ["an image", "demo.localhost", "/_ipx/w_320,f_webp/_platform/media/cover/kelas.svg", 200],
    ["the platform's JSON", "demo.localhost", "/_platform/api/v0/cms/app/settings", 400],
  ];

  it.each(kinds)("are on %s", async (_kind, host, path, status) => {
    const answer = await rawGet(port, host, path);
    expect(answer.status).toBe(status);
    const csp = String(answer.headers["content-security-policy"]);
    for (const directive of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'self'", "base-uri 'self'", "form-action 'self'"])
      expect(csp).toContain(directive);
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(answer.headers["permissions-policy"]).toContain("camera=()");
    // Plain HTTP here: HSTS only over TLS.
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
  });

  it("are on an asset", async () => {
    const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec((await rawGet(port, "demo.localhost", "/")).text)![1]!;
    const answer = await rawGet(port, "demo.localhost", entry);
    expect(answer.status).toBe(200);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(answer.headers["content-security-policy"])).toContain("object-src 'none'");
  });
});

describe("the image provider", () => {
  it("refuses itself as a source, nested or encoded, with a 400 instead of asking itself again", async () => {
    const nested = `/_ipx/w_320,f_webp${"/_ipx/w_320,f_webp".repeat(20)}/_platform/media/cover/kelas.svg`;
    for (const path of [nested, "/_ipx/w_320,f_webp/%5Fipx/w_320,f_webp/_platform/media/cover/kelas.svg"]) {
      const answer = await rawGet(port, "demo.localhost", path);
      expect(answer.status, path).toBe(400);
    }
    expect((await rawGet(port, "demo.localhost", "/_ipx/w_320,f_webp/_platform/media/cover/kelas.svg")).status).toBe(200);
  });

  it("serves only the breakpoint widths", async () => {
    expect((await rawGet(port, "demo.localhost", "/_ipx/w_321,f_webp/_platform/media/cover/kelas.svg")).status).toBe(400);
  });
});
