import type { MessageEntry } from "./messageEntry.js";
import { APP_TOKEN_FUTURE, APP_TOKEN_MISSING, APP_TOKEN_NOT_BASE64, APP_TOKEN_STALE, APP_TOKEN_UNREADABLE } from "./sharedTexts.js";

/**
 * App tokens as the engine on the server sees them: what a refused AppToken header is told, and the operator's
 * key mistakes. A file of its own so that the browser's bundle, which never verifies a token nor reads a key,
 * does not carry these texts.
 */
export const ENGINE_APP_TOKEN_ERRORS = {
  ENG_ERR_APP_TOKEN_MISSING: { status: 401, message: APP_TOKEN_MISSING },
  ENG_ERR_APP_TOKEN_STALE: { status: 401, message: APP_TOKEN_STALE },
  ENG_ERR_APP_TOKEN_FUTURE: { status: 401, message: APP_TOKEN_FUTURE },
  ENG_ERR_APP_TOKEN_NOT_BASE64: { status: 401, message: APP_TOKEN_NOT_BASE64 },
  ENG_ERR_APP_TOKEN_UNREADABLE: { status: 401, message: APP_TOKEN_UNREADABLE },
  ENG_ERR_APP_TOKEN_KEY_MISSING: {
    message:
      "APP_TOKEN_KEY is not set: the host '{host}' is not a local-network host, so it needs the 32-byte app-token key (64 hex digits or base64) " +
      "from the deployment; the built-in development key serves local-network hosts only",
  },
  ENG_ERR_APP_TOKEN_KEY_INVALID: {
    message: "{variable} must be {bytes} bytes for AES-256, written as 64 hex digits or base64; found {length} characters",
  },
} as const satisfies Readonly<Record<string, MessageEntry>>;

export type AppTokenErrorCode = keyof typeof ENGINE_APP_TOKEN_ERRORS;
