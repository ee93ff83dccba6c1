/**
 * A change to what sites show, as the platform tells the render nodes: either a whole site (its
 * settings or its hosts) or the answers of some catalogue reads of one site (a write to their resource).
 */
export type PlatformChange =
  | { readonly kind: "site"; readonly tenant: string; readonly hosts: readonly string[] }
  | { readonly kind: "sources"; readonly tenant: string; readonly sources: readonly string[] };

/** A change as the feed numbers it: `<epoch>.<sequence>`, so a listener that comes back asks for what it missed. */
export type NumberedChange = PlatformChange & { readonly id: string };
