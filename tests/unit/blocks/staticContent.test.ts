import { MESSAGES } from "../../../engine/errors/catalogue.js";
import { createLayoutAjv } from "../../../engine/layout/createLayoutAjv.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../../blocks/contracts.js";
import { lmsFeatures } from "../../../blocks/shared/lms/lmsData.js";
import { lmsFeatureSchema } from "../../../blocks/shared/lms/lmsFeatureSchema.js";
import { portfolioEntries } from "../../../blocks/shared/portfolio/portfolioData.js";
import { portfolioEntrySchema } from "../../../blocks/shared/portfolio/portfolioEntrySchema.js";
import { formatProblem } from "../../../schemas/documents/LayoutProblem.js";
import type { LayoutRoute } from "../../../engine/layout/types.js";
import { isCopyFile } from "../../../engine/layout/layoutFiles.js";
import { resolveLayout } from "../../../engine/layout/resolveLayout.js";
import { tenantFiles, tenantTexts, validateLayout } from "../../support/layoutFixtures.js";
import { layoutRenderer } from "../../support/renderLayout.js";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

const PORTFOLIO = {
  corporate: ["farcapital", "pesilat-1", "jabar-digital-academy-1"],
  government: ["jongkreatif-academy", "sekolahbeta-intensive", "jabar-digital-academy-2"],
} as const;
const PORTFOLIO_FIELDS = [
  "slug",
  "title",
  "kind",
  "summary",
  "description",
  "date",
  "batchs",
  "clientName",
  "projectLink",
  "cover",
  "photos",
  "images",
  "video",
];
const STATIC_BLOCKS = ["portfolio-list", "portfolio-detail", "lms-feature-list", "lms-feature-detail"];

// The layout validator's AJV: it knows the schemas' own keywords (x-expected on media paths).
const ajv = createLayoutAjv();

describe("portfolio data (blocks/shared/portfolio/entries.json)", () => {
  it("holds exactly the six entries, three corporate and three government", () => {
    const byKind = (kind: string) => portfolioEntries.filter((entry) => entry.kind === kind).map((entry) => entry.slug);
    expect(byKind("corporate")).toEqual([...PORTFOLIO.corporate]);
    expect(byKind("government")).toEqual([...PORTFOLIO.government]);
    expect(portfolioEntries).toHaveLength(6);
  });

  it.each(portfolioEntries.map((entry) => [entry.slug, entry] as const))("%s has every portfolio field", (_slug, entry) => {
    const validate = ajv.compile(portfolioEntrySchema);
    expect(validate(entry) ? [] : validate.errors).toEqual([]);
    for (const field of PORTFOLIO_FIELDS) expect(entry, field).toHaveProperty(field);
    for (const batch of entry.batchs) expect(Object.keys(batch).sort()).toEqual(["date", "label"]);
    for (const media of [...entry.photos, ...entry.images]) expect(Object.keys(media).sort()).toEqual(["link", "name"]);
    expect(Object.keys(entry.video).sort()).toEqual(["link", "thumbnail"]);
    expect(entry.description).toMatch(/<p>/);
    // Pictures are covers relative to the media base (the embedded platform's generator by default, so every one renders).
    for (const src of [entry.cover, entry.video.thumbnail, ...entry.photos.map((p) => p.link), ...entry.images.map((i) => i.link)]) {
      expect(src).toMatch(/^cover\/[a-z0-9][a-z0-9-]*\.svg$/);
    }
  });
});

describe("LMS feature data (blocks/shared/lms/features.json)", () => {
  it("validates against its schema", () => {
    const validate = ajv.compile(lmsFeatureSchema);
    for (const feature of lmsFeatures) expect(validate(feature) ? [] : validate.errors).toEqual([]);
    expect(lmsFeatures.map((feature) => feature.slug)).toEqual(["coding-studio", "online-quiz"]);
  });

  it("has the coding studio: 12 languages, online programming test, auto grading", () => {
    const studio = lmsFeatures.find((feature) => feature.slug === "coding-studio")!;
    expect(studio.title).toBe("Integrated Coding Studio");
    expect(studio.languages).toHaveLength(12);
    expect(new Set(studio.languages).size).toBe(12);
    const titles = studio.features.map((item) => item.title.toLowerCase());
    expect(titles).toEqual(expect.arrayContaining(["online programming test", "auto grading"]));
  });

  it("has the online quiz: online quiz, auto grading, time setting, question bank", () => {
    const quiz = lmsFeatures.find((feature) => feature.slug === "online-quiz")!;
    expect(quiz.title).toBe("Online Quiz Form");
    expect(quiz.features.map((item) => item.title.toLowerCase())).toEqual(["online quiz", "auto grading", "time setting", "question bank"]);
  });
});

describe("static content blocks", () => {
  it.each(STATIC_BLOCKS)("%s is registered with no data slot and a valid example", (type) => {
    const block = blocks.find((b) => b.type === type);
    expect(block).toBeDefined();
    expect(block!.slots).toEqual({});
    const doc = { id: "t", routes: [{ name: "Example", path: "/example/{id}", blocks: [{ type, ...block!.example }] }] };
    const result = validateLayout(JSON.stringify(doc), "t.json");
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
  });
});

describe("static content pages of tenants/base.json, rendered on the server", () => {
  let platform: RunningPlatform;
  let render: ReturnType<typeof layoutRenderer>;
  beforeAll(async () => {
    platform = await startPlatform();
    // base.json's routes as served: its parts merged, copy included.
    const files = tenantFiles().filter(({ file }) => !isCopyFile(file));
    const documents = new Map(
      files.map(({ file, text }) => {
        const result = validateLayout(text, file, tenantTexts());
        if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
        return [result.document.id, result.document] as const;
      }),
    );
    const base = resolveLayout("base", documents);
    if (!base.ok) throw new Error(base.message);
    const wanted = ["Portfolio-type-title", "Lms", "Lms-Features-slug"];
    const routes = base.layout.routes.filter((route) => wanted.includes(route.name)) as LayoutRoute[];
    expect(routes.map((route) => route.name).sort()).toEqual([...wanted].sort());
    render = layoutRenderer(platform, routes);
  });
  afterAll(async () => platform?.stop());

  const ok = (body: string) => {
    expect(body).not.toContain("data-block-fallback");
  };

  it.each(portfolioEntries.map((entry) => [`/Portfolio/${entry.kind}/${entry.slug}`, entry] as const))("%s shows every field", async (path, entry) => {
    const page = await render(path);
    expect(page.status).toBe(200);
    ok(page.body);
    expect(page.body).toContain(`data-portfolio-entry="${entry.slug}"`);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${entry.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    for (const text of [entry.clientName, entry.summary, entry.projectLink, entry.video.link, entry.video.thumbnail, entry.cover])
      expect(page.body).toContain(text);
    for (const batch of entry.batchs) expect(page.body).toContain(batch.label);
    for (const media of [...entry.photos, ...entry.images]) {
      expect(page.body).toContain(media.link);
      expect(page.body).toContain(media.name);
    }
    // The description's HTML is rendered (sanitized), not escaped; its headings rank under the entry's h1.
    expect(page.body).toMatch(/class="[^"]*article-content[^"]*"[\s\S]*<h2>/);
    expect(page.body).not.toContain("<iframe");
  });

  it("lists all entries on /Portfolio and one kind on /Portfolio/{type}", async () => {
    const all = await render("/Portfolio");
    expect(all.status).toBe(200);
    ok(all.body);
    expect(all.body.match(/data-portfolio="/g)).toHaveLength(6);
    const government = await render("/portfolio/government");
    expect([...government.body.matchAll(/data-portfolio="([^"]+)"/g)].map((m) => m[1])).toEqual([...PORTFOLIO.government]);
    expect(government.body).toContain('href="/Portfolio/government/sekolahbeta-intensive"');
  });

  it("links an entry's page to the other entries of its kind", async () => {
    const page = await render("/Portfolio/corporate/farcapital");
    expect([...page.body.matchAll(/data-portfolio="([^"]+)"/g)].map((m) => m[1])).toEqual(["pesilat-1", "jabar-digital-academy-1"]);
  });

  it.each(["/Portfolio/corporate/tidak-ada", "/Portfolio/government/farcapital", "/Portfolio/lainnya"])(
    "answers 404 for an unknown entry or kind (%s)",
    async (path) => {
      const page = await render(path);
      expect(page.status).toBe(404);
      expect(page.body).toContain(MESSAGES.notFound);
    },
  );

  it("renders /Lms with both features", async () => {
    const page = await render("/Lms");
    expect(page.status).toBe(200);
    ok(page.body);
    expect(page.body).toContain('href="/Lms/Features/coding-studio"');
    expect(page.body).toContain('href="/Lms/Features/online-quiz"');
  });

  it.each(lmsFeatures.map((feature) => [feature.slug, feature] as const))("renders /Lms/Features/%s with its feature list", async (slug, feature) => {
    const page = await render(`/Lms/Features/${slug}`);
    expect(page.status).toBe(200);
    ok(page.body);
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${feature.title}</h1>`));
    for (const item of feature.features) expect(page.body).toContain(item.title);
    expect(page.body.match(/data-language="/g) ?? []).toHaveLength(feature.languages?.length ?? 0);
    for (const language of feature.languages ?? []) expect(page.body).toContain(`data-language="${language}"`);
  });

  it("answers 404 for an unknown LMS feature", async () => {
    const page = await render("/Lms/Features/tidak-ada");
    expect(page.status).toBe(404);
    expect(page.body).toContain(MESSAGES.notFound);
  });
});
