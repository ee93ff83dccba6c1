/** A DNS name (labels of letters, digits and inner hyphens, one dot apart) or IPv4 address, or a bracketed IPv6 address, then an optional port. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const HOST = new RegExp(`^(?:\\[[0-9A-Fa-f:.]{2,45}\\]|${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`);

/**
 * Whether a Host header is one a browser could send: no spaces, tabs, `@ , < "` or user info, a
 * port from 1 to 65535. Anything else is refused before it could reach a tenant lookup or a link.
 */
export function isWellFormedHost(raw: string | undefined): boolean {
  if (!raw) return false;
  const match = HOST.exec(raw);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}
