import { afterEach, describe, expect, it, vi } from "vitest";
import vectorFile from "../support/appTokenVectors.json" with { type: "json" };
import { AppTokenError, parseAppTokenKey } from "../../engine/appToken/protocol.js";
import { encryptAppToken, verifyAppToken } from "../../engine/appToken/nodeCrypto.js";
import { encryptAppTokenWeb } from "../../engine/appToken/webCrypto.js";
import { readAppTokenKey } from "../../site/platform/appToken/appTokenRules.js";
import { readAppToken } from "../../site/platform/appToken/readAppToken.js";

/**
 * The app-token protocol (docs/app-token.md) held to fixed vectors, on both sides: the engine mints and
 * verifies with its code, the platform verifies with its own, and neither is where the vectors came from.
 *
 * How tests/support/appTokenVectors.json was made (once, then committed): a small node script that uses
 * node:crypto alone and the description, no project code. For each vector it took the key (the development
 * key's 64 hex digits, or the 32 bytes (i*7+3) mod 256 written as base64/base64url), a fixed 16-byte IV, the
 * plaintext `${timestampMs}:${token}` (timestamp 2026-01-01T00:00:00Z), ran createCipheriv("aes-256-ctr",
 * key, iv), and wrote base64url(iv ‖ ciphertext) without padding. `nowMs` is the verifier's clock for the
 * vector: +1 s (fresh), exactly +23 h (fresh), +23 h +1 ms (stale), −5 min (fresh), −5 min −1 ms (future).
 * The refused ones: bit 0x40 of the first ciphertext byte flipped (the timestamp's '1' reads 'q'), a token
 * encrypted under the other key but read with the development key, the IV alone, a text that is not
 * base64, and an empty header. One fresh vector is written in standard base64 with padding, which a
 * verifier accepts too. The IV of the second vector is all ones, so the counter wraps within the token.
 */

interface Vector {
  readonly name: string;
  readonly key: string;
  readonly iv?: string;
  readonly timestampMs?: number;
  readonly token?: string;
  readonly plaintext?: string;
  readonly ciphertext?: string;
  readonly appToken: string;
  readonly nowMs: number;
  readonly verdict: "fresh" | "garbled" | "stale" | "future" | "missing";
}

const vectors = vectorFile.vectors as readonly Vector[];
const minted = vectors.filter(
  (vector) => vector.iv !== undefined && vector.token !== undefined && vector.verdict !== "garbled" && !vector.appToken.includes("+"),
);

function engineVerdict(vector: Vector): string {
  try {
    const content = verifyAppToken(parseAppTokenKey(vector.key), vector.appToken || undefined, vector.nowMs);
    expect(content).toEqual({ timestampMs: vector.timestampMs, token: vector.token });
    return "fresh";
  } catch (error) {
    if (error instanceof AppTokenError) return error.problem;
    throw error;
  }
}

function platformVerdict(vector: Vector): string {
  const key = readAppTokenKey(vector.key);
  if (!key) throw new Error(`vector '${vector.name}': the platform cannot read its key`);
  const reading = readAppToken(key, vector.appToken, vector.nowMs);
  if (!reading.ok) return reading.problem;
  expect({ timestampMs: reading.timestampMs, token: reading.token }).toEqual({ timestampMs: vector.timestampMs, token: vector.token });
  return "fresh";
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("app-token vectors", () => {
  it("cover every verdict", () => {
    expect(new Set(vectors.map((vector) => vector.verdict))).toEqual(new Set(["fresh", "garbled", "stale", "future", "missing"]));
    expect(minted.length).toBeGreaterThanOrEqual(3);
  });

  it.each(minted.map((vector) => [vector.name, vector] as const))("the engine mints exactly the vector with its IV: %s", async (_name, vector) => {
    const iv = Buffer.from(vector.iv!, "hex");
    vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      (array as unknown as Uint8Array).set(iv);
      return array;
    });
    const appToken = await encryptAppTokenWeb(parseAppTokenKey(vector.key), vector.token!, vector.timestampMs);
    expect(appToken).toBe(vector.appToken);
    expect(Buffer.from(appToken, "base64url").subarray(16).toString("hex")).toBe(vector.ciphertext);
  });

  it.each(minted.map((vector) => [vector.name, vector] as const))("the engine's server-side minter too: %s", (_name, vector) => {
    // The server-side minter takes the vector's IV in place of a random one.
    expect(encryptAppToken(parseAppTokenKey(vector.key), vector.token!, vector.timestampMs, Buffer.from(vector.iv!, "hex"))).toBe(vector.appToken);
  });

  it.each(vectors.map((vector) => [vector.name, vector] as const))("the engine's verifier gives the vector's verdict: %s", (_name, vector) => {
    expect(engineVerdict(vector)).toBe(vector.verdict);
  });

  it.each(vectors.map((vector) => [vector.name, vector] as const))("the platform's verifier gives the vector's verdict: %s", (_name, vector) => {
    expect(platformVerdict(vector)).toBe(vector.verdict);
  });

  it("both sides read the key forms the description names, and refuse others", () => {
    for (const vector of vectors) expect(Buffer.from(readAppTokenKey(vector.key)!)).toEqual(Buffer.from(parseAppTokenKey(vector.key)));
    expect(readAppTokenKey("abc")).toBeUndefined();
    expect(() => parseAppTokenKey("abc")).toThrow();
  });
});
