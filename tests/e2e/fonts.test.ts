import { afterAll, beforeAll, describe, it } from "vitest";
import { siteFonts } from "../../engine/react.js";
import { connectTabs, type Tabs } from "../support/browser.js";
import { SEEDED_HOSTS } from "../support/seededHosts.js";
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { builtServerPort } from "../support/builtServerPort.js";

// The fonts a page preloads are the ones Chromium sets its text in: a face the browser passes over
// (Chromium once took a heading font's latin-ext face, declared for other weights, and set every
// heading in the fallback) still downloads, so only the font a glyph was drawn with tells.
const port = builtServerPort();
const root = resolve(import.meta.dirname, "../..");
const HOMES = SEEDED_HOSTS.filter(({ host }) => host.split(".").length === 2);

/** Each seeded layout's fonts, by the host its site file lists first. */
const fontsByHost = new Map(
  readdirSync(join(root, "tenants", "sites"))
    .filter((name) => name.endsWith(".json"))
    .map(
      (name) =>
        JSON.parse(readFileSync(join(root, "tenants", "sites", name), "utf8")) as { hosts: string[]; css: { ft_primary: string; ft_secondary: string } },
    )
    .map((site) => [site.hosts[0], siteFonts(site.css)] as const),
);

let browser: Tabs;
beforeAll(async () => {
  browser = await connectTabs();
});
afterAll(async () => browser?.close());

describe("the web fonts a home is drawn in", () => {
  for (const { host } of HOMES) {
    it.concurrent(`${host}: its heading font for the hero's heading, its text font for the hero's text`, async ({ expect }) => {
      const fonts = fontsByHost.get(host);
      expect(fonts, `no site file lists ${host}`).toBeDefined();
      const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
      await page.goto(`http://${host}:${port}/`);
      await page.evaluate(() => document.fonts.ready);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root: documentNode } = await cdp.send("DOM.getDocument");
      const drawnIn = async (selector: string) => {
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: documentNode.nodeId, selector });
        expect(nodeId, selector).toBeGreaterThan(0);
        const { fonts: used } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        return used.map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`);
      };
      // The subset's name table keeps the source's family name ("Raleway Thin": the variable font's default instance).
      expect(await drawnIn('[data-block="hero"] h1')).toEqual([expect.stringMatching(new RegExp(`^${fonts!.heading}\\b.* \\(web font\\)$`))]);
      expect(await drawnIn('[data-block="hero"] p')).toEqual([expect.stringMatching(new RegExp(`^${fonts!.body}\\b.* \\(web font\\)$`))]);
      await cdp.detach();
      await page.close();
    });
  }
});
