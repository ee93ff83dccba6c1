/**
 * The surrogate keys a page names (Varnish's `xkey` header, a CDN's cache tags): one purge of a key
 * reaches exactly the pages a change affects. Keys are single tokens (no spaces), short, and built
 * here only, so the renderer that names them and the node that purges them cannot disagree.
 */
export const surrogateKeys = {
  /** Every page of a tenant (its settings changed): the platform's site id. */
  tenant: (tenantId: string) => `t:${tenantId}`,
  /** Every page answered on a host (a host joined or left a site). */
  host: (host: string) => `h:${host}`,
  /** Every page drawn by a layout, whatever its version (the layout file changed). */
  layout: (layoutId: string) => `l:${layoutId}`,
  /** The layout version a page was drawn with: which version a cached page shows. */
  layoutVersion: (layoutId: string, version: string) => `lv:${layoutId}@${version}`,
  /** Every page of a tenant that shows a catalogue read (a write to its resource changed it). */
  source: (tenantId: string, entryId: string) => `s:${tenantId}:${entryId}`,
} as const;

/** Keys go into one header, separated by spaces: a character outside visible ASCII would end the header or split a key. */
export function safeKey(key: string): string {
  return key.replace(/[^\x21-\x7e]/g, "_");
}
