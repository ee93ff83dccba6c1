import { describe, expect, it } from "vitest";
import { readCallback, rememberRole } from "../../blocks/auth-callback/completeSignIn.js";

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

describe("/CallbackAuth", () => {
  it("reads the token from the fragment (or the query) and keeps the way back on this site", () => {
    expect(readCallback("?token=abc123&next=%2FClass", "#accessToken=eyJhbGciOi.payload.sig")).toEqual({
      token: "abc123",
      accessToken: "eyJhbGciOi.payload.sig",
      next: "/Class",
    });
    expect(readCallback("?token=abc123&accessToken=opaque-token-1", "")).toEqual({ token: "abc123", accessToken: "opaque-token-1", next: "/" });
    expect(readCallback("?token=abc123&next=https%3A%2F%2Fevil.example%2F", "").next).toBe("/");
    expect(readCallback("?next=%2F.%2F%2Fevil.example", "").next).toBe("/");
  });
  it("keeps the user kind as the role, or the type argument when one is passed", () => {
    const storage = memoryStorage();
    expect(rememberRole({ kind: 2 }, null, storage)).toBe("mentor");
    expect(storage.items.get("role")).toBe("2");
    expect(rememberRole({ kind: 4 }, "teacher", storage)).toBe("student");
    expect(storage.items.get("role")).toBe("teacher");
    expect(rememberRole({ kind: 42 }, null, storage)).toBeUndefined();
    expect(storage.items.has("role")).toBe(false);
  });
});
