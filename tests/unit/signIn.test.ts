import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildSignInUrl, newSignInToken, safeReturnPath, signInStateCookie } from "../../engine/session/signIn.js";

describe("sign-in redirect", () => {
  it("passes the origin to return to, the tenant id, a code and a token", () => {
    const url = new URL(
      buildSignInUrl({
        accountBase: "http://main.localhost:3000/_platform/account/",
        origin: "http://main.localhost:3000",
        tenantId: "arunika",
        code: "C1",
        token: "t0k",
        next: "/Class?page=2",
      }),
    );
    expect(url.pathname).toBe("/_platform/account/login");
    expect(url.searchParams.get("origin")).toBe("http://main.localhost:3000/CallbackAuth?next=%2FClass%3Fpage%3D2");
    expect(url.searchParams.get("lmsId")).toBe("arunika");
    expect(url.searchParams.get("code")).toBe("C1");
    expect(url.searchParams.get("token")).toBe("t0k");
  });
  it("never returns anywhere but this site", () => {
    for (const bad of [
      "https://evil.example",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      "/%0d%0aSet-Cookie",
      "/.//evil.example",
      "/a/..//evil.example/x",
      "/./%2e//evil.example",
    ]) {
      expect(safeReturnPath(bad).startsWith("/")).toBe(true);
      expect(safeReturnPath(bad)).not.toMatch(/^\/\/|evil/);
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(fc.constantFrom("/", ".", "..", "//", "evil.example", "%2e", "a"), { maxLength: 8 }).map((parts) => `/${parts.join("/")}`),
        ),
        (next) => {
          const path = safeReturnPath(next);
          expect(new URL(path, "http://tenant.localhost").host).toBe("tenant.localhost");
        },
      ),
      { numRuns: 2000 },
    );
    expect(safeReturnPath("/News/3/judul?x=1#a")).toBe("/News/3/judul?x=1#a");
  });
  it("keeps the round trip's token ten minutes, Secure on https, and removes it with an empty one", () => {
    expect(signInStateCookie("abc123", false)).toBe("sign_in_state=abc123; Path=/; Max-Age=600; SameSite=Lax");
    expect(signInStateCookie("abc123", true)).toBe("sign_in_state=abc123; Path=/; Max-Age=600; SameSite=Lax; Secure");
    expect(signInStateCookie("", false)).toBe("sign_in_state=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("makes a fresh token each time", () => {
    expect(newSignInToken()).toMatch(/^[0-9a-f]{32}$/);
    expect(newSignInToken()).not.toBe(newSignInToken());
  });
});
