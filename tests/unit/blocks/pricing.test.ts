import { describe, expect, it } from "vitest";
import { planPrice } from "../../../blocks/pricing/planPrice.js";
import { formatRupiah as formatIdr } from "../../../blocks/shared/formatNumber.js";
import { pricingContract } from "../../../blocks/pricing/contract.js";

describe("formatIdr", () => {
  it.each([
    [1500000, "Rp\u00a01.500.000"],
    [999, "Rp\u00a0999"],
    [0, "Rp\u00a00"],
    [4500000.6, "Rp\u00a04.500.001"],
    [-25000, "-Rp\u00a025.000"],
    [10_000_000_000, "Rp\u00a010.000.000.000"],
  ])("%d → %s", (amount, text) => expect(formatIdr(amount)).toBe(text));
});

describe("planPrice", () => {
  it("says Gratis for 0, the label when given, Hubungi kami without a price", () => {
    expect(planPrice({ price: 0 })).toBe("Gratis");
    expect(planPrice({ price: 250000 })).toBe("Rp\u00a0250.000");
    expect(planPrice({ price: 250000, priceLabel: "Mulai Rp 250 ribu" })).toBe("Mulai Rp 250 ribu");
    expect(planPrice({})).toBe("Hubungi kami");
  });
});

describe("pricing block check", () => {
  it("allows one highlighted plan and names the second", () => {
    const plan = (highlighted: boolean) => ({ name: "P", features: [], highlighted, cta: { label: "Daftar", to: "/Register" } });
    expect(pricingContract.check!({ props: { plans: [plan(true), plan(false)] } })).toEqual([]);
    expect(pricingContract.check!({ props: { plans: [plan(true), plan(false), plan(true)] } })).toEqual([
      { pointer: "/props/plans/2/highlighted", message: "Only one plan may be highlighted; expected false" },
    ]);
  });
});
