/** What is encrypted: the timestamp (ms since the epoch) and the authorizer's token, `timestamp:token`. */
export function formatAppTokenPlaintext(timestampMs: number, token: string): string {
  if (!Number.isSafeInteger(timestampMs) || timestampMs < 0) throw new Error(`An app-token timestamp must be a whole number of milliseconds, found ${timestampMs}`);
  if (!/^[A-Za-z0-9._~+/=-]+$/.test(token)) throw new Error("An authorizer token must be non-empty printable ASCII without ':' or spaces");
  return `${timestampMs}:${token}`;
}
