import { describe, expect, it } from "vitest";
import { sumAmounts } from "../../blocks/collected-total/sumAmounts.js";

describe("sumAmounts", () => {
  it("adds whole positive amounts and counts the rows that gave one", () => {
    expect(sumAmounts([{ amount: 50_000 }, { amount: 250_000 }, { amount: 10_000 }])).toEqual({ total: 310_000, count: 3 });
  });

  it("skips what is not an amount instead of turning the total into NaN", () => {
    expect(sumAmounts([{ amount: 50_000 }, { amount: "100000" }, { amount: null }, {}, { amount: -5 }, { amount: 1.5 }])).toEqual({ total: 50_000, count: 1 });
    expect(sumAmounts([])).toEqual({ total: 0, count: 0 });
  });
});
