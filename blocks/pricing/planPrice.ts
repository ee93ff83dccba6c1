import { formatRupiah } from "../shared/formatNumber.js";

/** What a plan shows as its price: the label, "Gratis" for 0, the rupiah amount, or "Hubungi kami". */
export function planPrice(plan: { price?: number; priceLabel?: string }): string {
  if (plan.priceLabel) return plan.priceLabel;
  if (plan.price === undefined) return "Hubungi kami";
  return plan.price === 0 ? "Gratis" : formatRupiah(plan.price);
}
