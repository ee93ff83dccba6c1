import { describe, expect, it } from "vitest";
import { visibleBlocks } from "../../engine/layout/visibleBlocks.js";
import type { LayoutRoute } from "../../engine/layout/types.js";

const route: LayoutRoute = {
  name: "Career-slug",
  path: "/Career/{slug?}",
  blocks: [
    { type: "career-detail", id: "detail", when: { param: "slug" } },
    { type: "career-list", id: "list", when: { param: "slug", present: false } },
    { type: "hero", id: "always" },
  ],
};

describe("block conditions (`when`)", () => {
  it("shows the detail block only with the segment and the list block only without it", () => {
    expect(visibleBlocks(route, { slug: "kerja" }).map((b) => b.id)).toEqual(["detail", "always"]);
    expect(visibleBlocks(route, {}).map((b) => b.id)).toEqual(["list", "always"]);
    expect(visibleBlocks(route, { slug: "" }).map((b) => b.id)).toEqual(["list", "always"]);
  });
});
