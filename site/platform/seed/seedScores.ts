import { createPrng } from "../lib/createPrng.js";
import type { CatalogueContext } from "./CatalogueContext.js";

/** Scores of students in classes that have started: the leaderboard is computed from these. Its own PRNG. */
export async function seedScores({ s, brand, ids }: CatalogueContext): Promise<void> {
  const scoring = new Set(brand.classes.filter((klass) => klass.state === "started" || klass.state === "ended").map((klass) => ids.classes.get(klass.slug)));
  const scorePrng = createPrng(`scores:${brand.tenant.id}`);
  for (const enrollment of ids.enrollments) {
    if (scoring.has(enrollment.classId)) await s.score.run({ student_id: enrollment.studentId, class_id: enrollment.classId, points: scorePrng.int(55, 100) });
  }
}
