/**
 * Lower-cases a Host header value and strips the port, brackets and a trailing dot.
 * Returns "" for anything that is not a plausible host name or IP literal.
 */
export function normalizeHost(raw: string | undefined | null): string {
  if (!raw) return "";
  let host = raw.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    host = end > 0 ? host.slice(1, end) : "";
  } else if (host.split(":").length === 2) {
    host = host.slice(0, host.indexOf(":"));
  }
  if (host.endsWith(".")) host = host.slice(0, -1);
  // One trailing dot is a fully qualified name's; a second would be an empty label, as "a..b" is.
  return /^[a-z0-9.:-]{1,253}$/.test(host) && !host.startsWith(".") && !host.endsWith(".") && !host.includes("..") ? host : "";
}
