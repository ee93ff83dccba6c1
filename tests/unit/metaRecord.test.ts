import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { embeddedBaseUrls } from "../../engine/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { resolveBinding } from "../../engine/data/resolveBinding.js";
import { sourceQueryOptions } from "../../engine/data/sourceQueryOptions.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import { cutWords, headRecordOf } from "../../engine/routes/metaRecord.js";

const api = createApiClient({ baseUrls: embeddedBaseUrls("http://platform.test"), credentials: () => ({}) });
const scope = { routeParams: { code: "web-dasar" }, search: new URLSearchParams() };

function withRecord(route: LayoutRoute, record: unknown) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sourceQueryOptions(api, resolveBinding(route.meta!.data, scope), "demo").queryKey, record);
  return queryClient;
}

describe("head record of a route (spec §2 metadata rules)", () => {
  const overview: LayoutRoute = {
    name: "Overview-code",
    path: "/Overview/{code}",
    meta: { data: { source: "class.overview", params: { slug: { route: "code" } } }, title: "name", description: "description", image: "logo", descriptionWords: 20 },
  };

  it("strips an overview description of tags and cuts it to 20 words plus an ellipsis", () => {
    const long = `<p>${Array.from({ length: 30 }, (_, i) => `kata${i + 1}`).join(" <b>")}</p>`;
    const head = headRecordOf(overview, scope, withRecord(overview, { name: "Web Dasar", description: long, logo: "/x.svg" }), api, "demo");
    expect(head).toEqual({ title: "Web Dasar", description: `${Array.from({ length: 20 }, (_, i) => `kata${i + 1}`).join(" ")}…`, image: "/x.svg" });
  });

  it("strips class, program and post descriptions of HTML without cutting them", () => {
    const post: LayoutRoute = { ...overview, meta: { ...overview.meta!, descriptionWords: undefined } };
    const head = headRecordOf(post, scope, withRecord(post, { name: "A", description: "<p>Satu <em>dua</em></p><script>x()</script>" }), api, "demo");
    expect(head?.description).toBe("Satu dua");
  });

  it("uses the route's fixed values (Metamorfosa's highlight image) when there is no record", () => {
    const metamorfosa: LayoutRoute = { name: "Metamorfosa", path: "/Metamorfosa", head: { image: "/_platform/media/cover/metamorfosa.svg", description: "Buku" } };
    expect(headRecordOf(metamorfosa, scope, new QueryClient(), api, "demo")).toEqual({ image: "/_platform/media/cover/metamorfosa.svg", description: "Buku" });
  });

  it("cuts on word boundaries", () => {
    expect(cutWords("a b c", 2)).toBe("a b…");
    expect(cutWords("  a   b ", 2)).toBe("a b");
  });
});
