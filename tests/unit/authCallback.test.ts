import { describe, expect, it } from "vitest";
import { acceptCallback, rememberRole } from "../../blocks/auth-callback/completeSignIn.js";

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

describe("/CallbackAuth", () => {
  it("stores the access token when the one-time token matches, and returns to a safe path", () => {
    const cookies: string[] = [];
    const result = acceptCallback(new URLSearchParams({ token: "abc123", accessToken: "eyJhbGciOi.payload.sig", next: "/Class" }), "sign_in_state=abc123", (c) => cookies.push(c));
    expect(result).toEqual({ ok: true, next: "/Class" });
    expect(cookies[0]).toMatch(/^access_token=eyJhbGciOi\.payload\.sig; Path=\/; Max-Age=604800; SameSite=Lax$/);
    expect(cookies[1]).toMatch(/^sign_in_state=; Path=\/; Max-Age=0/);
  });
  it("refuses a round trip it did not start and an open redirect", () => {
    const noop = () => undefined;
    expect(acceptCallback(new URLSearchParams({ token: "other", accessToken: "eyJhbGciOi.x" }), "sign_in_state=abc123", noop).ok).toBe(false);
    expect(acceptCallback(new URLSearchParams({ token: "abc123", accessToken: "eyJhbGciOi.x" }), "", noop).ok).toBe(false);
    expect(acceptCallback(new URLSearchParams({ token: "abc123", accessToken: "eyJhbGciOi.x", next: "https://evil.example/" }), "sign_in_state=abc123", noop)).toEqual({ ok: true, next: "/" });
  });
  it("keeps the user kind as the role, or the type argument when one is passed (spec §4, §6)", () => {
    const storage = memoryStorage();
    expect(rememberRole({ kind: 2 }, null, storage)).toBe("mentor");
    expect(storage.items.get("role")).toBe("2");
    expect(rememberRole({ kind: 4 }, "teacher", storage)).toBe("student");
    expect(storage.items.get("role")).toBe("teacher");
    expect(rememberRole({ kind: 42 }, null, storage)).toBeUndefined();
    expect(storage.items.has("role")).toBe(false);
  });
});
