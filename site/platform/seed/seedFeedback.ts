import { addDays } from "./addDays.js";
import type { CatalogueContext } from "./CatalogueContext.js";

const DONATION_AMOUNTS = [50000, 100000, 250000, 75000, 500000, 150000] as const;

/**
 * What every remote-table row of a brand starts with: its number in the brand's range, a made-up sender, and a
 * time `step` days apart from `from` at `time` (WIB).
 */
function sentBy({ brand, person }: CatalogueContext, index: number, from: string, step: number, time: string) {
  return {
    id: brand.idBase + index + 1,
    tenant_id: brand.tenant.id,
    name: person(),
    created_at: `${addDays(from, index * step)}T${time}+07:00`,
  };
}

/** Remote-table rows: book reviews, aspirations, testimonies (text from the shared pools) and donations. */
export async function seedFeedback(context: CatalogueContext): Promise<void> {
  const { s, brand, schoolCities } = context;
  const { feedback } = brand.shared;
  for (const [r, review] of feedback.reviews.entries()) {
    await s.review.run({ ...sentBy(context, r, "2026-02-10", 11, "20:00:00"), rating: 5 - (r % 2), review });
  }
  for (const [a, aspiration] of feedback.aspirations.entries()) {
    await s.aspiration.run({ ...sentBy(context, a, "2026-02-15", 9, "16:00:00"), city: schoolCities[a % schoolCities.length]!, aspiration });
  }
  for (const [t, { role, message }] of feedback.testimonies.entries()) {
    await s.testimony.run({ ...sentBy(context, t, "2026-03-01", 8, "12:00:00"), role, message, rating: 5 });
  }
  for (const [d, amount] of DONATION_AMOUNTS.entries()) {
    await s.donation.run({
      ...sentBy(context, d, "2026-01-20", 13, "07:30:00"),
      email: `donatur${d + 1}@contoh.id`,
      amount,
      message: d % 2 === 0 ? "Semoga makin banyak anak muda belajar teknologi." : null,
      anonymous: d % 3 === 0 ? 1 : 0,
    });
  }
}
