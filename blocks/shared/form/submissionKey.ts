/**
 * The idempotency key of a submission: the same for every retry of the same values (also after a
 * reload, so a retry of an answer the network lost is a replay, not a second record), a new one when
 * the values change. Kept in session storage beside the form's draft; in memory when storage is off.
 */
const memory = new Map<string, string>();
/** The whole submission per form, secrets included: in this page's memory only. */
const wholeSubmissions = new Map<string, string>();

function read(storageKey: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return memory.get(storageKey) ?? null;
  }
}

function write(storageKey: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(storageKey);
    else window.sessionStorage.setItem(storageKey, value);
  } catch {
    if (value === null) memory.delete(storageKey);
    else memory.set(storageKey, value);
  }
}

/** 128 random bits as hex; `crypto.randomUUID` exists only on HTTPS pages, `getRandomValues` everywhere. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * `secret` names values that never reach storage (a password): the stored entry holds the other values,
 * and this page's memory holds the whole submission, so a changed password is still a new submission.
 */
export function submissionKey(storageKey: string, values: Readonly<Record<string, unknown>>, secret: readonly string[] = []): string {
  const whole = JSON.stringify(values);
  const sent = JSON.stringify(Object.fromEntries(Object.entries(values).filter(([name]) => !secret.includes(name))));
  const remembered = wholeSubmissions.get(storageKey);
  try {
    const saved = JSON.parse(read(storageKey) ?? "null") as { key?: unknown; sent?: unknown } | null;
    if (saved && typeof saved.key === "string" && saved.sent === sent && (remembered === undefined || remembered === whole)) {
      wholeSubmissions.set(storageKey, whole);
      return saved.key;
    }
  } catch {
    // a corrupt entry: start a new key
  }
  const key = newKey();
  write(storageKey, JSON.stringify({ key, sent }));
  wholeSubmissions.set(storageKey, whole);
  return key;
}

/** After a success the next submission, even of the same values, is a new one. */
export function clearSubmissionKey(storageKey: string): void {
  write(storageKey, null);
  wholeSubmissions.delete(storageKey);
}
