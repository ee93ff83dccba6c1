import { describe, expect, it } from "vitest";
import { fillDetailPath } from "../../engine/layout/fillDetailPath.js";

describe("fillDetailPath", () => {
  it("fills fields and nested fields, URL-encoded", () => {
    const post = { id: 7, slug: "belajar git", category: { slug: "tips-karier", name: "Tips" } };
    expect(fillDetailPath("/Articles/{category.slug}/Detail/{id}/{slug}", post)).toEqual({
      path: "/Articles/tips-karier/Detail/7/belajar%20git",
      complete: true,
    });
  });

  it("never writes an object into a link: a field that is not a string or number leaves the link incomplete", () => {
    const post = { id: 7, category: { slug: "tips" } };
    expect(fillDetailPath("/Articles/{category}/Detail/{id}", post)).toEqual({ path: "/Articles//Detail/7", complete: false });
    expect(fillDetailPath("/News/{id}/{slug}", post).complete).toBe(false);
    expect(fillDetailPath("/News/{id}/{slug?}", { id: 1, slug: "" }).complete).toBe(false);
  });
});
