import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DiscAnswers } from "../../blocks/disc-test/discAnswers.js";
import { DISC_GROUPS } from "../../blocks/disc-test/discQuestionnaire.js";
import { DISC_STYLES, type DiscStyle } from "../../blocks/disc-test/discStyles.js";
import { maxStyleScore, scoreDisc } from "../../blocks/disc-test/scoreDisc.js";
import { DEV_REMOTE_TABLES_ANON_KEY } from "../../schemas/catalogue/remoteTablesAnonKey.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";

const n = DISC_GROUPS.length;

/** One group's picks as positions: `most`, and `least` as a different position. */
const picks = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 })).map(([most, offset]) => [most, (most + offset) % 4] as const);

/**
 * Complete answer sets: uniformly random ones, and ones whose picks stay within two or three styles,
 * which make ties at the top (the case the tie rule is for) common instead of rare.
 */
const uniform = fc.array(picks, { minLength: n, maxLength: n });
const narrow = fc
  .tuple(fc.shuffledSubarray([...DISC_STYLES], { minLength: 2, maxLength: 3 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: n, maxLength: n }))
  .map(([styles, choices]) =>
    choices.map(([a, b], g) => {
      const most = styles[a % styles.length]!;
      const others = styles.filter((s) => s !== most);
      const least = others[b % others.length]!;
      const position = (style: DiscStyle) => DISC_GROUPS[g]!.statements.findIndex((s) => s.style === style);
      return [position(most), position(least)] as const;
    }),
  );
const completeAnswers = fc
  .oneof(uniform, narrow)
  .map((positions): DiscAnswers =>
    Object.fromEntries(
      DISC_GROUPS.map((group, g) => [group.id, { most: group.statements[positions[g]![0]]!.id, least: group.statements[positions[g]![1]]!.id }]),
    ),
  );

/** How often each style was picked as most and as least. */
function counts(answers: DiscAnswers, pick: "most" | "least"): Record<DiscStyle, number> {
  const result: Record<DiscStyle, number> = { d: 0, i: 0, s: 0, c: 0 };
  for (const group of DISC_GROUPS) result[group.statements.find((s) => s.id === answers[group.id]![pick])!.style]++;
  return result;
}

describe("scoreDisc over every complete answer set", () => {
  it("gives exactly one profile: one dominant style, the highest score, ties to the first of D, I, S, C", () => {
    fc.assert(
      fc.property(completeAnswers, (answers) => {
        const { scores, dominant, ranking } = scoreDisc(answers);
        expect([...ranking].sort()).toEqual([...DISC_STYLES].sort());
        expect(ranking[0]).toBe(dominant);
        const top = Math.max(...DISC_STYLES.map((s) => scores[s]));
        expect(scores[dominant]).toBe(top);
        // No style with the same top score comes before the dominant one in D, I, S, C.
        expect(DISC_STYLES.find((s) => scores[s] === top)).toBe(dominant);
        // The ranking is non-increasing, ties in D, I, S, C order.
        ranking.slice(1).forEach((style, k) => {
          const before = ranking[k]!;
          expect(scores[before] > scores[style] || (scores[before] === scores[style] && DISC_STYLES.indexOf(before) < DISC_STYLES.indexOf(style))).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("sums as designed: score = groups + most − least, each in 0…2·groups, all four summing to 4·groups", () => {
    fc.assert(
      fc.property(completeAnswers, (answers) => {
        const { scores } = scoreDisc(answers);
        const most = counts(answers, "most");
        const least = counts(answers, "least");
        for (const style of DISC_STYLES) {
          expect(scores[style]).toBe(n + most[style] - least[style]);
          expect(scores[style]).toBeGreaterThanOrEqual(0);
          expect(scores[style]).toBeLessThanOrEqual(maxStyleScore());
          expect(Number.isInteger(scores[style])).toBe(true);
        }
        expect(DISC_STYLES.reduce((sum, s) => sum + scores[s], 0)).toBe(4 * n);
        // The classic "most minus least" graph sums to zero.
        expect(DISC_STYLES.reduce((sum, s) => sum + most[s] - least[s], 0)).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it("refuses every answer set with a group left out or answered twice with one statement", () => {
    fc.assert(
      fc.property(completeAnswers, fc.integer({ min: 0, max: n - 1 }), fc.boolean(), (answers, g, drop) => {
        const id = DISC_GROUPS[g]!.id;
        const broken = drop
          ? Object.fromEntries(Object.entries(answers).filter(([key]) => key !== id))
          : { ...answers, [id]: { most: answers[id]!.most, least: answers[id]!.most } };
        expect(() => scoreDisc(broken)).toThrow(RangeError);
      }),
    );
  });
});

describe("the stored profile (embedded platform, tables.userDisc.create)", () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ writesPerMinute: 10_000 });
  });
  afterAll(async () => platform?.stop());

  it("has the dominant style the browser showed, ties included", async () => {
    await fc.assert(
      fc.asyncProperty(completeAnswers, async (answers) => {
        const { scores, dominant } = scoreDisc(answers);
        const response = await fetch(`${platform.baseUrls.remoteTables}rest/v1/user_disc`, {
          method: "POST",
          headers: { "content-type": "application/json", "apikey": DEV_REMOTE_TABLES_ANON_KEY, "lmsid": "jongkreatif", "prefer": "return=representation" },
          body: JSON.stringify({ name: "Peserta Properti", email: "properti@contoh.id", ...scores }),
        });
        expect(response.status).toBe(201);
        const [row] = (await response.json()) as { dominant: string; d: number; i: number; s: number; c: number }[];
        expect(row).toMatchObject({ ...scores, dominant: dominant.toUpperCase() });
      }),
      { numRuns: 60 },
    );
  });
});
