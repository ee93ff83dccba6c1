// Only the digit grouping comes from Intl (a dot in id-ID); the "Rp" and the no-break space are
// fixed, because currency formatting differs between ICU versions (server vs. browser) and a
// different string would be a hydration mismatch.
const GROUPED = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** 1500000 → "Rp 1.500.000" (with a no-break space); rounds to whole rupiah. */
export function formatIdr(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rp\u00a0${GROUPED.format(Math.round(Math.abs(amount)))}`;
}

/** What a plan shows as its price: the label, "Gratis" for 0, the rupiah amount, or "Hubungi kami". */
export function planPrice(plan: { price?: number; priceLabel?: string }): string {
  if (plan.priceLabel) return plan.priceLabel;
  if (plan.price === undefined) return "Hubungi kami";
  return plan.price === 0 ? "Gratis" : formatIdr(plan.price);
}
