import { describe, expect, it } from "vitest";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { readsOf } from "../../schemas/catalogue/readsOf.js";

describe("readsOf", () => {
  it("finds the lists a remote-table insert changes, and none for a write without a read", () => {
    expect(readsOf(getCatalogueEntry("tables.bookReviews.create")).map((entry) => entry.id)).toEqual(["tables.bookReviews.list"]);
    expect(readsOf(getCatalogueEntry("tables.aspirations.create")).map((entry) => entry.id)).toEqual(["tables.aspirations.list"]);
    expect(readsOf(getCatalogueEntry("post.appointment.create"))).toEqual([]);
  });
});
