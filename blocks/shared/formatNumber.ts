// Indonesian number formatting without Intl. The first `new Intl.NumberFormat("id-ID")` on a page
// loads the locale's ICU data: about 20 ms of main thread on a phone, in the middle of hydration.
// Written here it also cannot differ between the server's ICU and the visitor's browser, which would
// be a hydration mismatch.

/** 1234567.891 → "1.234.567,891": a dot between thousands, a comma before decimals (id-ID). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value < 0 ? "-∞" : "∞";
  const scale = 10 ** maximumFractionDigits;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [whole = "", fraction = ""] = rounded.toFixed(maximumFractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const decimals = fraction.replace(/0+$/, "");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${grouped}${decimals ? `,${decimals}` : ""}`;
}

/** 1500000 → "Rp 1.500.000" (with a no-break space), whole rupiah. */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}Rp\u00a0${formatNumber(Math.abs(amount), 0)}`;
}
