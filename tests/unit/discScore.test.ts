import { describe, expect, it } from "vitest";
import type { DiscAnswers } from "../../blocks/disc-test/discAnswers.js";
import { DISC_GROUPS, type DiscGroup } from "../../blocks/disc-test/discQuestionnaire.js";
import { DISC_STYLES, type DiscStyle } from "../../blocks/disc-test/discStyles.js";
import { maxStyleScore, rankStyles, scoreDisc } from "../../blocks/disc-test/scoreDisc.js";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";

/** The id of the statement of `style` in a group. */
function statementOf(group: DiscGroup, style: DiscStyle): string {
  return group.statements.find((s) => s.style === style)!.id;
}

/** Answers that pick, in group n, the statement of `pick(n)[0]` as most and of `pick(n)[1]` as least. */
function answersBy(pick: (n: number) => readonly [DiscStyle, DiscStyle], groups: readonly DiscGroup[] = DISC_GROUPS): DiscAnswers {
  return Object.fromEntries(groups.map((group, n) => [group.id, { most: statementOf(group, pick(n)[0]), least: statementOf(group, pick(n)[1]) }]));
}

describe("the DISC questionnaire (data)", () => {
  it("has 14 groups of four statements, one per style, with unique ids and texts", () => {
    expect(DISC_GROUPS).toHaveLength(14);
    const statements = DISC_GROUPS.flatMap((group) => group.statements);
    expect(statements.length).toBeGreaterThanOrEqual(24);
    for (const group of DISC_GROUPS) expect(group.statements.map((s) => s.style).sort(), group.id).toEqual([...DISC_STYLES].sort());
    expect(new Set(DISC_GROUPS.map((g) => g.id)).size).toBe(DISC_GROUPS.length);
    expect(new Set(statements.map((s) => s.id)).size).toBe(statements.length);
    expect(new Set(statements.map((s) => s.text)).size).toBe(statements.length);
    for (const s of statements) expect(s.text, s.id).toMatch(/^Saya .{10,}\.$/);
  });

  it("never puts one style in the same position of every group (no pattern to learn)", () => {
    for (let position = 0; position < 4; position++) {
      expect(new Set(DISC_GROUPS.map((group) => group.statements[position]!.style)).size, `position ${position}`).toBeGreaterThan(1);
    }
  });

  it("fits the stored columns: every score lies in the remote table's 0…28", () => {
    const entry = getCatalogueEntry("tables.userDisc.create");
    for (const style of DISC_STYLES) {
      const param = entry.params.find((p) => p.name === style)!;
      expect(param.minimum).toBe(0);
      expect(maxStyleScore()).toBe(param.maximum);
    }
  });
});

describe("scoreDisc", () => {
  it("scores most = 2, unpicked = 1, least = 0 per group", () => {
    expect(scoreDisc(answersBy(() => ["d", "c"]))).toEqual({ scores: { d: 28, i: 14, s: 14, c: 0 }, dominant: "d", ranking: ["d", "i", "s", "c"] });
    expect(scoreDisc(answersBy(() => ["i", "d"]))).toEqual({ scores: { d: 0, i: 28, s: 14, c: 14 }, dominant: "i", ranking: ["i", "s", "c", "d"] });
  });

  it("works out a mixed example by hand", () => {
    // Groups 1–5: most S, least D; 6–10: most C, least I; 11–14: most I, least S.
    const answers = answersBy((n) => (n < 5 ? ["s", "d"] : n < 10 ? ["c", "i"] : ["i", "s"]));
    // d = 14 + 0 − 5 = 9; i = 14 + 4 − 5 = 13; s = 14 + 5 − 4 = 15; c = 14 + 5 − 0 = 19.
    expect(scoreDisc(answers)).toEqual({ scores: { d: 9, i: 13, s: 15, c: 19 }, dominant: "c", ranking: ["c", "s", "i", "d"] });
  });

  it("breaks a tie by the order D, I, S, C, as the platform does for the stored `dominant`", () => {
    // Groups 1–7: most S, least I; 8–14: most C, least D → s = c = 21, d = i = 7.
    const tie = scoreDisc(answersBy((n) => (n < 7 ? ["s", "i"] : ["c", "d"])));
    expect(tie.scores).toEqual({ d: 7, i: 7, s: 21, c: 21 });
    expect(tie.dominant).toBe("s");
    expect(tie.ranking).toEqual(["s", "c", "d", "i"]);
    // Every style alike: D.
    const flat = scoreDisc(answersBy((n) => (n % 2 ? ["d", "i"] : ["i", "d"])));
    expect(flat.scores).toEqual({ d: 14, i: 14, s: 14, c: 14 });
    expect(flat.dominant).toBe("d");
    expect(rankStyles({ d: 3, i: 9, s: 9, c: 9 })).toEqual(["i", "s", "c", "d"]);
  });

  it("scores a questionnaire of its own size (the maximum follows the group count)", () => {
    const groups = DISC_GROUPS.slice(0, 2);
    expect(maxStyleScore(groups)).toBe(4);
    expect(
      scoreDisc(
        answersBy(() => ["c", "s"], groups),
        groups,
      ).scores,
    ).toEqual({ d: 2, i: 2, s: 0, c: 4 });
  });

  it("refuses an answer set that is not complete", () => {
    const complete = answersBy(() => ["d", "c"]);
    const { k7: _gone, ...missingGroup } = complete;
    expect(() => scoreDisc(missingGroup)).toThrow(/Group 'k7'/);
    expect(() => scoreDisc({ ...complete, k3: { most: complete.k3!.most } })).toThrow(RangeError);
    expect(() => scoreDisc({ ...complete, k3: { most: complete.k3!.most, least: complete.k3!.most } })).toThrow(RangeError);
    // A statement of another group does not answer this one.
    expect(() => scoreDisc({ ...complete, k3: { most: complete.k4!.most, least: complete.k3!.least } })).toThrow(RangeError);
  });
});
