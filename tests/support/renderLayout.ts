import { blockComponents } from "../../blocks/components.js";
import { blockContracts } from "../../blocks/contracts.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import type { BlockContract } from "../../engine/layout/BlockContract.js";
import type { BlockComponents } from "../../engine/render/BlockModule.js";
import { applySettingsDefaults, type RawSettings } from "../../engine/tenant/siteSettings.js";
import { createPageRenderer } from "../../site/server/createPageRenderer.js";
import type { RunningPlatform } from "./startPlatform.js";
import { bareAssets } from "./bareAssets.js";
import { createMedia } from "../../engine/media/createMedia.js";

/** Renders pages of an ad-hoc layout on the server against a running platform, as the site would. */
export function layoutRenderer(
  platform: RunningPlatform,
  routes: LayoutRoute[],
  options: { contracts?: readonly BlockContract[]; components?: BlockComponents; settings?: RawSettings } = {},
) {
  const layout = { id: "test", version: "1", language: "id" as const, titles: { Class: "Kelas" }, shell: {}, routes };
  const settings = applySettingsDefaults({ id: "demo", title: "Akademi Demo", layout: "test", isMaintenance: false, ...options.settings });
  const renderer = createPageRenderer({
    layouts: { get: (id) => (id === "test" ? layout : undefined) },
    settings: { resolve: async () => ({ host: "demo.localhost", known: true, settings }) },
    contracts: options.contracts ?? blockContracts,
    components: options.components ?? blockComponents,
    assets: bareAssets,
    serverBaseUrls: platform.baseUrls,
    browserBaseUrls: platform.baseUrls,
    ssrTimeBoxMs: 3000,
    log: () => undefined,
    media: createMedia("/"),
  });
  return (path: string, headers: Record<string, string> = {}) => renderer.render({ host: "demo.localhost", url: path, protocol: "http", headers });
}
