/** The sum of the rows' whole-number `amount`s and how many rows gave one. */
export function sumAmounts(rows: readonly Record<string, unknown>[]): { total: number; count: number } {
  let total = 0;
  let count = 0;
  for (const row of rows) {
    const amount = row.amount;
    if (typeof amount === "number" && Number.isSafeInteger(amount) && amount > 0) {
      total += amount;
      count++;
    }
  }
  return { total, count };
}
