import { parseAppTokenKey } from "./parseAppTokenKey.js";

/**
 * The built-in development key. It is public (it is in the sources), so the site server uses it only for
 * local-network hosts (resolveAppTokenKey) and it is never imported by the browser bundle.
 */
export const DEV_APP_TOKEN_KEY = parseAppTokenKey("6c6f6b616c2d6b756e63692d746f6b656e2d6170702d2d2d2d2d2d2d2d2d2d21", "the development app-token key");
