import { describe, expect, it } from "vitest";
import { maintenanceRobotsTxt, robotsTxt } from "../../engine/seo/index.js";

describe("robots.txt", () => {
  it("allows everything and names the sitemap by its absolute URL", () => {
    expect(robotsTxt("https://arunika.id/sitemap.xml")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://arunika.id/sitemap.xml\n");
  });
  it("disallows everything in maintenance", () => {
    expect(maintenanceRobotsTxt()).toBe("User-agent: *\nDisallow: /\n");
  });
});
