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

/** After the renders under way at a change have ended, how long their answers may take to reach the shared cache. */
const PURGE_AGAIN_AFTER_MS = 150;

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
 * pages for that change first, then soft-purges the shared caches in front, and purges again once
 * its renders that began before the change have ended. Every node does all three, so the last purge
 * comes after the last page drawn before the change reached the shared cache, from whichever node.
 */
export function createChangeApplier(parts: {
  settings: Pick<SettingsStore, "forget" | "clear">;
  pages: { drop(keys: readonly string[]): number; clear(): void; settled(): Promise<void> };
  layouts: Pick<LayoutStore, "ids" | "get">;
  purger: Purger;
}): ChangeApplier {
  let known = versions(parts.layouts);
  const drop = async (keys: readonly string[]) => {
    parts.pages.drop(keys);
    // At once, for the copies already in the shared cache; then again once the renders that began
    // before the change have ended (and had time to arrive there): what they drew is older than the change.
    await Promise.all([
      parts.purger.purge(keys),
      parts.pages.settled().then(async () => {
        await new Promise((resolve) => setTimeout(resolve, PURGE_AGAIN_AFTER_MS));
        await parts.purger.purge(keys);
      }),
    ]);
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
