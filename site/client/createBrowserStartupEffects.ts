import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { type ApiClient, SourceError, APP_VERSION_STORAGE_KEY, type StartupEffects, type SiteSettings } from "../../engine/index.js";
import { clearAppTokenCookies } from "./clearAppTokenCookies.js";
import type { BrowserAppToken } from "./createBrowserAppToken.js";

/** Local storage can be off (privacy modes); the start-up then behaves as on a first visit. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The start-up's effects in the browser: the platform through the engine's client, storage, cookies, DOM. */
export function createBrowserStartupEffects(api: ApiClient, appToken: BrowserAppToken, settings: SiteSettings): StartupEffects {
  return {
    async fetchVersion() {
      // Public, and first: sent without the app token, which may be exactly what a new version made stale.
      const data = (await api.call(getCatalogueEntry("authorizer.version"), {}, { appToken: null })) as { version?: unknown };
      if (typeof data.version !== "string") throw new Error("v1/authorizer/version answered without data.version");
      return data.version;
    },
    readStoredVersion: () => storage()?.getItem(APP_VERSION_STORAGE_KEY) ?? undefined,
    storeVersion: (version) => storage()?.setItem(APP_VERSION_STORAGE_KEY, version),
    clearLocalStorage: () => storage()?.clear(),
    clearTokenCookies: clearAppTokenCookies,
    async validateToken() {
      const token = appToken.current();
      // Nothing to validate: asking would only earn a 401 (and a console error in the browser).
      if (!token) return false;
      try {
        await api.call(getCatalogueEntry("authorizer.validate"), {}, { appToken: token });
        return true;
      } catch (error) {
        if (error instanceof SourceError && error.status === 401) return false;
        throw error;
      }
    },
    async obtainToken() {
      await appToken.obtainFresh();
    },
    async fetchAppId() {
      const data = (await api.call(getCatalogueEntry("lms.app.id"), { id: settings.id })) as { id?: unknown };
      if (typeof data.id !== "string") throw new Error("{id}/cms/app/id answered without data.id");
      return data.id;
    },
    applyTheme() {
      // The page's stylesheet (server-built, client-only shell included) holds the fonts and the theme's
      // variables; what is left is colouring the browser UI.
      let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
      if (!meta) {
        meta = document.createElement("meta");
        meta.name = "theme-color";
        document.head.append(meta);
      }
      meta.content = settings.css.clr_primary;
    },
    markAssetsLoaded() {
      document.documentElement.dataset.assetsLoaded = "true";
    },
  };
}
