import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { embeddedBaseUrls } from "../../schemas/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { resolveBinding } from "../../engine/data/resolveBinding.js";
import { sourceQueryOptions } from "../../engine/data/sourceQueryOptions.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import { cutWords, headRecordOf, isMetaRecordMissing } from "../../engine/routes/metaRecord.js";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { createBlockRegistry } from "../../engine/render/createBlockRegistry.js";
import { blockPlans } from "../../engine/layout/BlockContract.js";
import { blockComponents } from "../../blocks/components.js";

const registry = createBlockRegistry(blockPlans(blocks), blockComponents);
// Static head records come with a block's code.
await registry.load(blocks.map((block) => block.type));
const ctx = (queryClient: QueryClient) => ({ queryClient, api, tenant: "demo", blocks: registry });

const api = createApiClient({ baseUrls: embeddedBaseUrls("http://platform.test"), credentials: () => ({}) });
const scope = { routeParams: { code: "web-dasar" }, search: new URLSearchParams() };

function withRecord(route: LayoutRoute, record: unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sourceQueryOptions(api, resolveBinding(route.meta!.data, scope), "demo").queryKey, record);
  return queryClient;
}

describe("head record of a route: settings, record and per-route rules", () => {
  const overview: LayoutRoute = {
    name: "Overview-code",
    path: "/Overview/{code}",
    meta: {
      data: { source: "class.overview", params: { slug: { route: "code" } } },
      title: "name",
      description: "description",
      image: "logo",
      descriptionWords: 20,
    },
  };

  it("strips an overview description of tags and cuts it to 20 words plus an ellipsis", () => {
    const long = `<p>${Array.from({ length: 30 }, (_, i) => `kata${i + 1}`).join(" <b>")}</p>`;
    const head = headRecordOf(overview, scope, ctx(withRecord(overview, { name: "Web Dasar", description: long, logo: "/x.svg" })));
    expect(head).toEqual({ title: "Web Dasar", description: `${Array.from({ length: 20 }, (_, i) => `kata${i + 1}`).join(" ")}…`, image: "/x.svg" });
  });

  it("strips class, program and post descriptions of HTML without cutting them", () => {
    const post: LayoutRoute = { ...overview, meta: { ...overview.meta!, descriptionWords: undefined } };
    const head = headRecordOf(post, scope, ctx(withRecord(post, { name: "A", description: "<p>Satu <em>dua</em></p><script>x()</script>" })));
    expect(head?.description).toBe("Satu dua");
  });

  it("uses the route's fixed values (Metamorfosa's highlight image) when there is no record", () => {
    const metamorfosa: LayoutRoute = {
      name: "Metamorfosa",
      path: "/Metamorfosa",
      head: { image: "/_platform/media/cover/metamorfosa.svg", description: "Buku" },
    };
    expect(headRecordOf(metamorfosa, scope, ctx(new QueryClient()))).toEqual({ image: "/_platform/media/cover/metamorfosa.svg", description: "Buku" });
  });

  it("reads static portfolio and LMS entries for the head, and a 404 for unknown ones", () => {
    const portfolio: LayoutRoute = { name: "Portfolio-type-title", path: "/Portfolio/{type?}/{title?}", blocks: [{ type: "portfolio-detail" }] };
    const at = (routeParams: Record<string, string>) => ({ routeParams, search: new URLSearchParams() });
    const entry = headRecordOf(portfolio, at({ type: "corporate", title: "farcapital" }), ctx(new QueryClient()));
    expect(entry?.title).toBe("Akademi Analis Data FarCapital");
    expect(entry?.image).toMatch(/farcapital/);
    expect(entry?.description).not.toMatch(/</);
    expect(isMetaRecordMissing(portfolio, at({ type: "corporate", title: "tidak-ada" }), ctx(new QueryClient()))).toBe(true);
    expect(isMetaRecordMissing(portfolio, at({ type: "lainnya" }), ctx(new QueryClient()))).toBe(true);
    expect(isMetaRecordMissing(portfolio, at({ type: "government" }), ctx(new QueryClient()))).toBe(false);
    expect(isMetaRecordMissing(portfolio, at({}), ctx(new QueryClient()))).toBe(false);

    const lms: LayoutRoute = { name: "Lms-Features-slug", path: "/Lms/Features/{slug}", blocks: [{ type: "lms-feature-detail" }] };
    expect(headRecordOf(lms, at({ slug: "online-quiz" }), ctx(new QueryClient()))?.title).toBe("Online Quiz Form");
    expect(isMetaRecordMissing(lms, at({ slug: "x" }), ctx(new QueryClient()))).toBe(true);
  });

  it("treats an optional record segment left out of the URL as the list view, not a missing record", () => {
    const career: LayoutRoute = {
      name: "Career-slug",
      path: "/Career/{slug?}",
      meta: { data: { source: "career.detail", params: { slug: { route: "slug" } } }, title: "title" },
    };
    expect(isMetaRecordMissing(career, { routeParams: {}, search: new URLSearchParams() }, ctx(new QueryClient()))).toBe(false);
    const detail: LayoutRoute = { ...career, path: "/Career/{slug}" };
    expect(isMetaRecordMissing(detail, { routeParams: {}, search: new URLSearchParams() }, ctx(new QueryClient()))).toBe(true);
  });

  it("cuts on word boundaries", () => {
    expect(cutWords("a b c", 2)).toBe("a b…");
    expect(cutWords("  a   b ", 2)).toBe("a b");
  });
});
