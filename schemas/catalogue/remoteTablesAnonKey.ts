/**
 * The remote table service's public anonymous key for local development (sent as the `apikey` header).
 * It is public by design (a browser sends it), so a default in the source is harmless; a real deployment
 * sets REMOTE_TABLES_ANON_KEY, which the site's client sends and the embedded platform then requires.
 * site/server/config.ts falls back to it; the embedded platform reads the same variable.
 */
export const DEV_REMOTE_TABLES_ANON_KEY = "anon-kunci-publik-lokal";
