import type { FastifyInstance } from "fastify";
import { join } from "node:path";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { createApiClient, createSettingsStore, SourceError, type RawSettings, type SettingsStore } from "../../engine/index.js";
import type { ServerConfig } from "./config.js";
import { createLastGoodSettings } from "./createLastGoodSettings.js";

/**
 * Each host's settings from the settings source (the embedded platform in process, or the main API),
 * cached per host and served stale while refetched; the last good ones survive a restart.
 */
export function createSiteSettings(app: FastifyInstance, config: ServerConfig, serverFetch: typeof fetch | undefined): SettingsStore {
  const settingsEntry = getCatalogueEntry("settings.get");
  const lastGood = createLastGoodSettings(join(config.dataDir, "settings-last-good.json"), (message, error) => app.log.warn({ err: error }, message));
  app.addHook("onClose", async () => lastGood.flush());
  return createSettingsStore({
    freshMs: config.settingsFreshMs,
    fetchSettings: async (host) => {
      const api = createApiClient({ baseUrls: config.serverBaseUrls, origin: `http://${host}`, credentials: () => ({}), timeoutMs: 4000, fetch: serverFetch });
      try {
        return (await api.call(settingsEntry, {})) as RawSettings;
      } catch (error) {
        // The platform does not know this host: not an outage, just no settings record.
        if (error instanceof SourceError && error.status === 404) return null;
        throw error;
      }
    },
    lastGood,
    onError: (host, error) => app.log.warn(`settings for ${host} unavailable: ${error instanceof Error ? error.message : String(error)}`),
  });
}
