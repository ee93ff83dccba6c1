import { blocks as registeredBlocks } from "../../blocks/index.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import type { BlockDefinition } from "../../engine/layout/BlockDefinition.js";
import { applySettingsDefaults, type RawSettings } from "../../engine/tenant/siteSettings.js";
import { createPageRenderer } from "../../site/server/createPageRenderer.js";
import type { RunningPlatform } from "./startPlatform.js";
import { bareAssets } from "./bareAssets.js";

/** Renders pages of an ad-hoc layout on the server against a running platform, as the site would. */
export function layoutRenderer(platform: RunningPlatform, routes: LayoutRoute[], options: { blocks?: readonly BlockDefinition[]; settings?: RawSettings } = {}) {
  const layout = { id: "test", version: "1", language: "id" as const, titles: { Class: "Kelas" }, shell: {}, routes };
  const settings = applySettingsDefaults({ id: "demo", title: "Akademi Demo", layout: "test", isMaintenance: false, ...options.settings });
  const renderer = createPageRenderer({
    layouts: { get: (id) => (id === "test" ? layout : undefined) },
    settings: { resolve: async () => ({ host: "demo.localhost", known: true, settings }) },
    blocks: options.blocks ?? registeredBlocks,
    assets: bareAssets,
    serverBaseUrls: platform.baseUrls,
    browserBaseUrls: platform.baseUrls,
    ssrTimeBoxMs: 3000,
    log: () => undefined,
  });
  return (path: string, headers: Record<string, string> = {}) => renderer.render({ host: "demo.localhost", url: path, protocol: "http", headers });
}
