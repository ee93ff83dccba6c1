import { describe, expect, it } from "vitest";
import { fetchAs } from "../support/pageWeight.mjs";
import { SEEDED_HOSTS } from "../support/seededHosts.js";
import { builtServerPort } from "../support/builtServerPort.js";

// A phone on a slow network spends its first round trips on what the first screen shows. React
// preloads every eager <img> it renders; the footer's logo, a screen or more below, waits until
// the visitor scrolls near it.
const baseUrl = `http://127.0.0.1:${builtServerPort()}`;
const HOMES = SEEDED_HOSTS.filter(({ host }) => host.split(".").length === 2);

describe.each(HOMES)("the home of $host", ({ host }) => {
  it("preloads the header's logo and no footer image; the footer's logo loads lazily", async () => {
    const html = (await fetchAs(baseUrl, host, "/")).body.toString("utf8");
    const footer = html.slice(html.indexOf("<footer"));
    const footerLogo = /<img src="([^"]+)"[^>]*class="site-footer__logo"[^>]*>/.exec(footer);
    expect(footerLogo, "the footer shows the brand's logo").not.toBeNull();
    expect(footerLogo![0]).toContain('loading="lazy"');
    const imagePreloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);
    const headerLogo = /<header[\s\S]*?<img[^>]*src="([^"]+)"/.exec(html)?.[1];
    expect(headerLogo).toBeDefined();
    expect(imagePreloads).toContain(headerLogo);
    // A brand whose header is dark shows the same light logo at both ends: its preload is the header's.
    expect(imagePreloads.filter((href) => href !== headerLogo)).not.toContain(footerLogo![1]);
  });
});
