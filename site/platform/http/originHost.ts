/** The bare host of an Origin header value: scheme, port, path and a trailing dot removed, lower-cased. */
export function originHost(origin: string | undefined): string | undefined {
  const value = origin?.trim();
  if (!value || value === "null") return undefined;
  let host = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").split(/[/?#]/)[0] ?? "";
  host = host.replace(/^[^@]*@/, "");
  // Bracketed IPv6 keeps its colons; otherwise the last `:digits` is a port.
  host = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d*$/, "");
  host = host.replace(/\.$/, "").toLowerCase();
  return host || undefined;
}
