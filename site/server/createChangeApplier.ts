import { surrogateKeys, type SettingsStore } from "../../engine/index.js";
import type { LayoutStore } from "../../engine/node.js";
import type { PlatformChange } from "../platform/index.js";
import type { Purger } from "./createPurger.js";

export interface ChangeApplier {
  /** A change the platform told (in process, or over its change stream). */
  platformChanged(change: PlatformChange): Promise<void>;
  /** The layout store read tenants/ again: the layouts whose version changed, or that came or went. */
  layoutsReloaded(): Promise<void>;
  /** Changes may have been missed (the platform restarted while away): forget everything taken from it. */
  forgetAll(): void;
}

/** The keys of the pages a platform change affects (surrogateKeys.ts names them). */
export function changeKeys(change: PlatformChange): string[] {
  if (change.kind === "site") return [surrogateKeys.tenant(change.tenant), ...change.hosts.map((host) => surrogateKeys.host(host))];
  return change.sources.map((source) => surrogateKeys.source(change.tenant, source));
}

function versions(layouts: Pick<LayoutStore, "ids" | "get">): Map<string, string> {
  return new Map(layouts.ids().map((id) => [id, layouts.get(id)?.version ?? ""]));
}

/**
 * What a render node does when something it serves changes: it drops its own cached settings and
 * pages for that change first, then soft-purges the shared caches in front. Every node does both,
 * each after its own drop, so the last purge comes after the last node forgot: a shared cache that
 * fetched from a node not yet told is purged again by that node.
 */
export function createChangeApplier(parts: {
  settings: Pick<SettingsStore, "forget" | "clear">;
  pages: { drop(keys: readonly string[]): number; clear(): void };
  layouts: Pick<LayoutStore, "ids" | "get">;
  purger: Purger;
}): ChangeApplier {
  let known = versions(parts.layouts);
  const drop = (keys: readonly string[]) => {
    parts.pages.drop(keys);
    return parts.purger.purge(keys);
  };
  return {
    platformChanged(change) {
      if (change.kind === "site") parts.settings.forget(change.hosts);
      return drop(changeKeys(change));
    },
    layoutsReloaded() {
      const now = versions(parts.layouts);
      const changed = [...new Set([...known.keys(), ...now.keys()])].filter((id) => known.get(id) !== now.get(id));
      known = now;
      return drop(changed.map((id) => surrogateKeys.layout(id)));
    },
    forgetAll() {
      parts.settings.clear();
      parts.pages.clear();
    },
  };
}
