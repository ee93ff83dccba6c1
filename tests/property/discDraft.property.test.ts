import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstUnanswered, isGroupAnswered, type DiscAnswers } from "../../blocks/disc-test/discAnswers.js";
import { parseDiscDraft, type DiscDraft } from "../../blocks/disc-test/discDraft.js";
import { DISC_GROUPS } from "../../blocks/disc-test/discQuestionnaire.js";
import { DISC_STYLES } from "../../blocks/disc-test/discStyles.js";
import { scoreDisc } from "../../blocks/disc-test/scoreDisc.js";

const n = DISC_GROUPS.length;
const statementIds = DISC_GROUPS.flatMap((g) => g.statements.map((s) => s.id));

/** Partial answers: some groups, any picks (also foreign ids, equal picks, junk). */
const messyAnswers = fc.dictionary(
  fc.oneof(fc.constantFrom(...DISC_GROUPS.map((g) => g.id)), fc.string()),
  fc.oneof(
    fc.record(
      { most: fc.oneof(fc.constantFrom(...statementIds), fc.jsonValue()), least: fc.oneof(fc.constantFrom(...statementIds), fc.jsonValue()) },
      { requiredKeys: [] },
    ),
    fc.jsonValue(),
  ),
);
const messyDraft = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      step: fc.oneof(fc.integer({ min: -5, max: n + 5 }), fc.jsonValue()),
      answers: messyAnswers,
      name: fc.jsonValue(),
      email: fc.string(),
      saved: fc.record({ dominant: fc.oneof(fc.constantFrom(...DISC_STYLES), fc.string()), name: fc.string() }),
    },
    { requiredKeys: [] },
  ),
);

const completeDraft = fc
  .tuple(
    fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 })), { minLength: n, maxLength: n }),
    fc.integer({ min: 0, max: n }),
    fc.string({ maxLength: 100 }),
    fc.string({ maxLength: 200 }),
    fc.option(fc.constantFrom(...DISC_STYLES), { nil: undefined }),
  )
  .map(([picks, step, name, email, saved]): DiscDraft => ({
    step,
    answers: Object.fromEntries(
      DISC_GROUPS.map((group, g) => [group.id, { most: group.statements[picks[g]![0]]!.id, least: group.statements[(picks[g]![0] + picks[g]![1]) % 4]!.id }]),
    ) as DiscAnswers,
    name,
    email,
    ...(saved && { saved: { dominant: saved, name } }),
  }));

describe("parseDiscDraft (what a reload restores)", () => {
  it("turns anything in session storage into a usable draft: own statements only, never past the first unanswered group", () => {
    fc.assert(
      fc.property(messyDraft, (raw) => {
        const draft = parseDiscDraft(raw, DISC_GROUPS);
        const reachable = firstUnanswered(draft.answers, DISC_GROUPS);
        expect(draft.step).toBeGreaterThanOrEqual(0);
        expect(draft.step).toBeLessThanOrEqual(reachable);
        for (const [id, answer] of Object.entries(draft.answers)) {
          const group = DISC_GROUPS.find((g) => g.id === id)!;
          expect(group).toBeDefined();
          for (const pick of [answer.most, answer.least]) if (pick !== undefined) expect(group.statements.map((s) => s.id)).toContain(pick);
          expect(answer.most === undefined || answer.most !== answer.least).toBe(true);
        }
        // A result (and a stored one) only for a complete test: scoring it never throws.
        if (draft.step === n || draft.saved) {
          expect(DISC_GROUPS.every((g) => isGroupAnswered(g, draft.answers[g.id]))).toBe(true);
          expect(() => scoreDisc(draft.answers)).not.toThrow();
        }
      }),
      { numRuns: 500 },
    );
  });

  it("gives back a complete draft as it was saved", () => {
    fc.assert(
      fc.property(completeDraft, (draft) => {
        expect(parseDiscDraft(JSON.parse(JSON.stringify(draft)), DISC_GROUPS)).toEqual(draft);
      }),
    );
  });
});
