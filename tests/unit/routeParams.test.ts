import { describe, expect, it } from "vitest";
import { loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import { createRouteTable } from "../../engine/layout/createRouteTable.js";
import type { RouteSummary } from "../../engine/layout/LayoutManifest.js";
import { formatProblem } from "../../schemas/documents/LayoutProblem.js";
import { paramsPass } from "../../engine/layout/paramRules.js";
import { findRouteClashes, matchRoutePath } from "../../engine/layout/routePaths.js";
import { buildRequest } from "../../engine/catalogue/buildRequest.js";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { validateLayout } from "../support/layoutFixtures.js";

const SLUG = { pattern: "(?![0-9]+$)[a-z0-9]+(?:-[a-z0-9]+)*" };
const news: RouteSummary[] = [
  { name: "News", path: "/News" },
  { name: "News-id-title", path: "/News/{id}/{title?}", params: { id: { type: "integer" } } },
  { name: "News-slug", path: "/News/{slug}", params: { slug: SLUG } },
];

describe("param rules", () => {
  it("checks each form on present values; an absent optional value passes", () => {
    expect(paramsPass({ id: { type: "integer" } }, { id: "42" })).toBe(true);
    for (const id of ["4a", "-1", "1.5", ""]) expect(paramsPass({ id: { type: "integer" } }, { id })).toBe(false);
    expect(paramsPass({ slug: SLUG }, { slug: "kelas-python-2026" })).toBe(true);
    expect(paramsPass({ slug: SLUG }, { slug: "2026" })).toBe(false);
    // Anchored: a pattern matching part of the value is not enough.
    expect(paramsPass({ code: { pattern: "[a-z]+" } }, { code: "abc1" })).toBe(false);
    expect(paramsPass({ type: { enum: ["corporate", "government"] } }, { type: "Corporate" })).toBe(true);
    expect(paramsPass({ type: { enum: ["corporate", "government"] } }, { type: "kampus" })).toBe(false);
    expect(paramsPass({ title: { pattern: "[a-z-]+" } }, { title: undefined })).toBe(true);
  });

  it("matches paths as react-router does: case-insensitive, decoded, optional segments, a trailing slash", () => {
    expect(matchRoutePath("/News/{id}/{title?}", "/news/12/")).toEqual({ key: "/news/{}", params: { id: "12", title: undefined } });
    expect(matchRoutePath("/News/{id}/{title?}", "/News/12/judul%20baru")).toEqual({ key: "/news/{}/{}", params: { id: "12", title: "judul baru" } });
    expect(matchRoutePath("/News/{slug}", "/News/a/b")).toBeUndefined();
  });
});

describe("route choice", () => {
  const table = createRouteTable(news, []);

  it("groups the routes whose paths share a shape", () => {
    expect(table.groupOf("News-slug").map((route) => route.name)).toEqual(["News-id-title", "News-slug"]);
    expect(table.groupOf("News").map((route) => route.name)).toEqual(["News"]);
  });

  it("picks the first route of the group whose rules pass, whichever react-router matched", () => {
    for (const matched of ["News-id-title", "News-slug"]) {
      expect(table.choose(matched, {}, "/News/12")).toEqual({ name: "News-id-title", params: { id: "12", title: undefined } });
      expect(table.choose(matched, {}, "/News/kelas-baru-dibuka")).toEqual({ name: "News-slug", params: { slug: "kelas-baru-dibuka" } });
    }
    expect(table.choose("News-id-title", {}, "/News/12/judul")).toEqual({ name: "News-id-title", params: { id: "12", title: "judul" } });
  });

  it("chooses nothing when every matching route's rules refuse the URL (a 404)", () => {
    expect(table.choose("News-id-title", {}, "/News/abc/judul")).toBeUndefined();
    expect(table.choose("News-id-title", {}, "/News/Huruf-Besar")).toBeUndefined();
    const alone = createRouteTable([{ name: "Blog-id-title", path: "/Blog/{id}/{title?}", params: { id: { type: "integer" } } }], []);
    expect(alone.choose("Blog-id-title", { id: "7" }, "/Blog/7")).toEqual({ name: "Blog-id-title", params: { id: "7" } });
    expect(alone.choose("Blog-id-title", { id: "x" }, "/Blog/x")).toBeUndefined();
  });

  it("keeps a static path ahead of a parameter, as react-router ranks them", () => {
    const routes = createRouteTable([...news, { name: "News-Archive", path: "/News/Arsip/{year?}" }], []);
    expect(routes.choose("News-Archive", {}, "/News/Arsip")).toEqual({ name: "News-Archive", params: { year: undefined } });
  });
});

describe("route clashes", () => {
  it("accepts paths of one shape that the earlier route's rules tell apart, and only those", () => {
    expect(findRouteClashes(news)).toEqual([]);
    expect(findRouteClashes([news[2]!, { ...news[1]!, params: undefined }])).toEqual([]);
    expect(findRouteClashes([{ ...news[1]!, params: undefined }, news[2]!])).toEqual([{ earlier: 0, later: 1 }]);
    // An optional segment's absence is a shape too: '/Career' and '/Career/{slug?}'.
    expect(findRouteClashes([{ path: "/Career" }, { path: "/Career/{slug?}" }])).toEqual([{ earlier: 0, later: 1 }]);
    // A rule on a parameter the shared shape does not have does not tell them apart.
    expect(findRouteClashes([{ path: "/A/{x}/{y?}", params: { y: { type: "integer" } } }, { path: "/A/{z}" }])).toEqual([{ earlier: 0, later: 1 }]);
  });
});

const layout = (routes: unknown[]) => JSON.stringify({ id: "t", titles: { id: { a: "A", b: "B" } }, routes }, null, 2);

describe("param rules in layouts", () => {
  it("refuses a rule for a parameter the path does not have, and a regular expression that does not compile", () => {
    const result = validateLayout(
      layout([{ name: "a", path: "/A/{id}", params: { slug: { type: "integer" }, id: { pattern: "([a-z" } }, blocks: [] }]),
      "t.json",
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((problem) => [problem.pointer, problem.message])).toEqual([
      ["/routes/0/params/slug", "There is a rule for the parameter 'slug', which the path '/A/{id}' does not have; expected one of 'id'"],
      ["/routes/0/params/id/pattern", expect.stringMatching(/^The pattern of parameter 'id' is not a valid regular expression: .*/)],
    ]);
  });

  it("names the allowed forms of a rule", () => {
    const result = validateLayout(layout([{ name: "a", path: "/A/{id}", params: { id: { type: "number" } }, blocks: [] }]), "t.json");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems[0]).toMatchObject({ pointer: "/routes/0/params/id" });
    expect(result.problems[0]!.message).toContain(`{"type": "integer"}, {"pattern": "<regular expression>"} or {"enum": ["<value>", …]}`);
  });

  it("refuses two routes of one shape that no rule tells apart, and accepts them with one", () => {
    const clash = validateLayout(
      layout([
        { name: "a", path: "/A/{id}", blocks: [] },
        { name: "b", path: "/A/{slug}", blocks: [] },
      ]),
      "t.json",
    );
    expect(clash.ok).toBe(false);
    if (!clash.ok) expect(clash.problems.map((problem) => problem.pointer)).toEqual(["/routes/1/path"]);
    expect(
      validateLayout(
        layout([
          { name: "a", path: "/A/{id}", params: { id: { type: "integer" } }, blocks: [] },
          { name: "b", path: "/A/{slug}", blocks: [] },
        ]),
        "t.json",
      ).ok,
    ).toBe(true);
  });

  it("checks shapes again on the merged layout of an extends chain", () => {
    const parent = (params: string) =>
      `{ "id": "induk", "abstract": true, "titles": { "id": { "index": "Beranda", "Detail": "Detail", "Slug": "Slug" } }, "routes": [{ "name": "index", "path": "/", "blocks": [] }, { "name": "Detail", "path": "/Berita/{id}", ${params}"blocks": [] }] }`;
    // Each file is valid alone; merged, the parent's route answers every URL of the child's new one.
    const child = `{ "id": "anak", "extends": "induk", "routes": [{ "name": "Slug", "path": "/Berita/{slug}", "blocks": [] }] }`;
    const { layouts, problems } = loadLayoutFiles(
      [
        { file: "tenants/induk.json", text: parent("") },
        { file: "tenants/anak.json", text: child },
      ],
      validateLayout,
    );
    expect(layouts.has("anak")).toBe(false);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^tenants\/anak\.json:1:\d+: Route 'Slug' has the path '\/Berita\/\{slug\}', which layout 'anak' already serves as route 'Detail' \(tenants\/induk\.json:1:\d+\); .* or give route 'Detail' a params rule that refuses the URLs this one should answer \(at \/routes\/0\/path\)$/,
      ),
    ]);
    // With a rule on the parent's route, the two are told apart.
    const told = loadLayoutFiles(
      [
        { file: "tenants/induk.json", text: parent(`"params": { "id": { "type": "integer" } }, `) },
        { file: "tenants/anak.json", text: child },
      ],
      validateLayout,
    );
    expect(told.problems.map(formatProblem)).toEqual([]);
    expect(told.layouts.has("anak")).toBe(true);
  });
});

describe("a path that is wholly a parameter", () => {
  it("sends the value URL-encoded as the whole path and refuses values that would leave the host's base", () => {
    const entry = getCatalogueEntry("share.resolve");
    expect(buildRequest(entry, { token: "p1a2b3c4" }).path).toBe("p1a2b3c4");
    expect(buildRequest(entry, { token: "a/b?c#d" }).path).toBe("a%2Fb%3Fc%23d");
    for (const token of [".", "..", ""]) expect(() => buildRequest(entry, { token })).toThrow(/expected a non-empty value other than '\.' and '\.\.'/);
  });
});
