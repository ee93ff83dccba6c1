import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import type { ResolvedLayout } from "../../engine/layout/ResolvedLayout.js";
import { axeViolations } from "../support/axe.js";
import { launchChromium, waitForHydration, watchPage } from "../support/browser.js";
import { validateHtml } from "../support/htmlValidation.js";
import { tenantFiles, validateLayout } from "../support/layoutFixtures.js";
import { loadSiteSamples, routeInstance, type SiteSamples } from "../support/routeInstances.js";
import { SEEDED_HOSTS } from "../support/seededHosts.js";

/**
 * Issue #3's walk: every route of every seeded host's layout (static paths, and one instance of
 * each parameterised path) answers 200 with the right title and hydrates without a console error.
 * Issue 13: the HTML the server sends is valid (html-validate's recommended preset, style-only rules
 * off: tests/support/htmlValidation.ts), and axe-core finds nothing on the page, on a desktop and on
 * a 375 px phone. The staging and dev hosts of a site serve the same layout, pages and HTML as its
 * first host but for the host names, so HTML validity and axe run on the first host of each layout;
 * every host still answers, titles and hydrates every route.
 */
const port = inject("serverPort");
const { layouts, problems } = loadLayoutFiles(tenantFiles(), validateLayout);
if (problems.length) throw new Error(`The shipped layouts are invalid: ${problems.map((p) => p.message).join("; ")}`);

/** `/Pesilat…` on a shared host is the martial-arts site of the same environment. */
const PESILAT_SWITCH: Record<string, { host: string; title: string }> = {
  "main.localhost": { host: "pesilat.localhost", title: "Pesilat Digital" },
  "staging.main.localhost": { host: "staging.pesilat.localhost", title: "Pesilat Digital" },
  "dev.main.localhost": { host: "dev.pesilat.localhost", title: "Pesilat Digital" },
};

function layoutOf(id: string): ResolvedLayout {
  const layout = layouts.get(id);
  if (!layout) throw new Error(`No layout '${id}'`);
  return layout;
}

async function samplesFor(host: string): Promise<SiteSamples> {
  return loadSiteSamples(async (path) => {
    const response = await fetch(`http://127.0.0.1:${port}/_platform/api/${path}`, { headers: { Origin: `http://${host}` } });
    if (!response.ok) throw new Error(`${host} ${path}: HTTP ${response.status}`);
    return response.json();
  });
}

/** The page title (the record's or the route's, then the site's), cut to 70 characters by buildTitle. */
function expectedTitle(layout: ResolvedLayout, routeName: string, siteName: string, recordTitle: string | undefined): string {
  return buildTitle({ routeName, titles: layout.titles, siteName, recordTitle });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

for (const site of SEEDED_HOSTS) {
  describe(`every route on ${site.host}`, () => {
    let samples: SiteSamples;
    const pesilat = PESILAT_SWITCH[site.host];
    const audited = SEEDED_HOSTS.find((other) => other.layout === site.layout) === site;
    beforeAll(async () => {
      samples = await samplesFor(site.host);
    });

    for (const route of layoutOf(site.layout).routes) {
      // Concurrent tests must use their own `expect` (expect.poll needs to know its test).
      it.concurrent(`${route.name} (${route.path})`, async ({ expect }) => {
        // On a shared host the `/Pesilat` scope is served, and titled, by the martial-arts site.
        const switched = pesilat && /^\/pesilat(\/|$)/i.test(route.path) ? pesilat : undefined;
        const layout = switched ? layoutOf("pesilat") : layoutOf(site.layout);
        const siteName = switched ? switched.title : site.title;
        const pageRoute = switched ? layout.routes.find((r) => r.path.toLowerCase() === route.path.toLowerCase()) : route;
        if (!pageRoute) throw new Error(`The pesilat layout has no route for ${route.path}`);
        const instance = routeInstance(pageRoute, switched ? await samplesFor(switched.host) : samples);

        const page = await browser.newPage();
        const watch = watchPage(page);
        try {
          const response = await page.goto(`http://${site.host}:${port}${instance.path}`);
          if (pageRoute.requiresAuth) {
            // A signed-out visitor goes to the account site (the documented redirect), back to this host.
            expect(response?.request().redirectedFrom()?.url()).toContain(instance.path);
            expect(new URL(page.url()).pathname).toBe("/_platform/account/login");
            expect(new URL(page.url()).searchParams.get("origin")).toMatch(new RegExp(`^http://${site.host.replaceAll(".", "\\.")}:${port}/CallbackAuth`));
            return;
          }
          expect(response?.status(), `${instance.path} status`).toBe(200);
          if (audited) expect(await validateHtml(await response!.text()), `${instance.path}: html-validate`).toEqual([]);
          await waitForHydration(page);
          // A record the server's time box left out arrives in the browser, and the title follows it.
          await expect.poll(() => page.title()).toBe(expectedTitle(layout, pageRoute.name, siteName, instance.recordTitle));
          expect(await page.locator("[data-block-fallback]").count()).toBe(0);
          expect(await page.locator(".page [data-block]").count()).toBeGreaterThan(0);
          if (audited) {
            expect(await axeViolations(page), `axe on ${instance.path} at 1280 px`).toEqual([]);
            await page.setViewportSize({ width: 375, height: 800 });
            expect(await axeViolations(page), `axe on ${instance.path} at 375 px`).toEqual([]);
          }
          expect(watch.errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
