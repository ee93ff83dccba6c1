import type { FastifyInstance } from "fastify";
import type { SettingsStore } from "../../engine/index.js";
import type { LayoutStore } from "../../engine/node.js";
import type { ServerConfig } from "./config.js";
import { createChangeApplier } from "./createChangeApplier.js";
import type { createPageCache } from "./createPageCache.js";
import { createPurger } from "./createPurger.js";
import { followPlatformChanges } from "./followPlatformChanges.js";
import { registerPlatform } from "./registerPlatform.js";

/** How this node hears of the platform's changes, as /healthz tells it: a node not yet level is told apart. */
export type ChangeStreamState = "in-process" | "connecting" | "following" | "none";

/**
 * Wires what changes to what this node keeps: the layout folder's watch, and the platform's changes,
 * from the platform in this process (registered here) or from a platform process's change stream.
 * Each change drops this node's settings and pages for it and purges the shared caches in front.
 */
export async function registerChangeHandling(
  app: FastifyInstance,
  config: ServerConfig,
  parts: {
    settings: SettingsStore;
    pages: ReturnType<typeof createPageCache>;
    layouts: LayoutStore;
    /** Tells the layouts' problems after a reload. */
    report: () => void;
    watchLayouts: boolean;
  },
): Promise<() => ChangeStreamState> {
  const changes = createChangeApplier({ ...parts, purger: createPurger(config.purgeUrls, (message) => app.log.warn(message)) });
  if (parts.watchLayouts) {
    const watcher = parts.layouts.watch(() => {
      parts.report();
      void changes.layoutsReloaded();
    });
    app.addHook("onClose", async () => watcher?.close());
  }
  if (config.embeddedRoles.length) {
    await registerPlatform(app, config, (change) => void changes.platformChanged(change));
    return () => "in-process";
  }
  if (!config.platformUrl) return () => "none";
  let state: ChangeStreamState = "connecting";
  const following = followPlatformChanges(
    config.platformUrl,
    config.platformSecret,
    { changed: (change) => changes.platformChanged(change), reset: () => changes.forgetAll() },
    (message) => app.log.warn(message),
  );
  void following.ready.then(() => (state = "following"));
  app.addHook("onClose", async () => following.close());
  return () => state;
}
