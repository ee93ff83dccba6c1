/**
 * The app-token protocol's fixed values and its key format, as docs/app-token.md describes them. The
 * platform's own reading, written from that description: the site's server mints with its own code.
 */

/** 23 hours: how long an app token (and the authorizer token inside it) stays fresh, and its cookies live. */
export const APP_TOKEN_TTL_MS = 23 * 60 * 60 * 1000;
/** How far a timestamp may lie ahead of this clock: the site's and the platform's clocks differ a little. */
export const APP_TOKEN_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The header the main API and the services read an app token from; the authorizer also reads the second. */
export const APP_TOKEN_HEADERS = ["AppToken", "X-App-Authorization"] as const;
export const APP_TOKEN_KEY_BYTES = 32;
export const APP_TOKEN_IV_BYTES = 16;

const HEX_KEY = /^[0-9a-f]{64}$/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Bytes of base64 or base64url text, padding optional; undefined for anything that is neither. */
export function decodeBase64Text(text: string): Buffer | undefined {
  if (!BASE64.test(text)) return undefined;
  const bare = text.replace(/=+$/, "");
  // A lone character after full groups of four carries fewer than 8 bits: no byte, so not base64.
  if (bare.length % 4 === 1) return undefined;
  return Buffer.from(bare.replace(/-/g, "+").replace(/_/g, "/"), "base64");
}

/** The 32-byte key from its configured text (64 hex digits or base64 of 32 bytes); undefined when it is neither. */
export function readAppTokenKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (HEX_KEY.test(value)) return Buffer.from(value, "hex");
  const bytes = decodeBase64Text(value);
  return bytes?.length === APP_TOKEN_KEY_BYTES ? bytes : undefined;
}

/** The development key: public (it is in the sources), used when a deployment configures none. */
export const DEV_APP_TOKEN_KEY: Buffer = readAppTokenKey("6c6f6b616c2d6b756e63692d746f6b656e2d6170702d2d2d2d2d2d2d2d2d2d21")!;
