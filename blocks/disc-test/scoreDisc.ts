import { isGroupAnswered, type DiscAnswers } from "./discAnswers.js";
import { DISC_GROUPS, type DiscGroup } from "./discQuestionnaire.js";
import { DISC_STYLES, type DiscScores, type DiscStyle } from "./discStyles.js";

export interface DiscProfile {
  /** Per style: 2 points for each "paling sesuai" pick, 1 for each statement left unpicked, 0 for each "paling tidak sesuai". */
  readonly scores: DiscScores;
  /** The highest score; ties go to the style that comes first in D, I, S, C. */
  readonly dominant: DiscStyle;
  /** All four styles from strongest to weakest, by the same rule. */
  readonly ranking: readonly DiscStyle[];
}

/** The highest score a style can reach: every group's "paling sesuai" pick. */
export function maxStyleScore(groups: readonly DiscGroup[] = DISC_GROUPS): number {
  return 2 * groups.length;
}

/**
 * Styles from strongest to weakest. `Array.prototype.sort` is stable, so equal scores keep the
 * D, I, S, C order: the same rule the platform uses for the stored `dominant` column.
 */
export function rankStyles(scores: DiscScores): DiscStyle[] {
  return [...DISC_STYLES].sort((a, b) => scores[b] - scores[a]);
}

/**
 * Scores a complete answer set. Forced choice, scored per group as most = 2, the two statements
 * left unpicked = 1 each, least = 0; so a style's score is `groups + most − least` (the classic
 * "most minus least" graph shifted to stay non-negative). Invariants: each score lies in
 * 0…2 × groups (0…28 for the 14 groups, the stored columns' range) and the four scores sum to
 * exactly 4 × groups (56). Throws a RangeError when a group is not fully answered, so a partial
 * test can never be stored as a profile.
 */
export function scoreDisc(answers: DiscAnswers, groups: readonly DiscGroup[] = DISC_GROUPS): DiscProfile {
  const scores: Record<DiscStyle, number> = { d: 0, i: 0, s: 0, c: 0 };
  for (const group of groups) {
    const answer = answers[group.id];
    if (!isGroupAnswered(group, answer)) throw new RangeError(`Group '${group.id}' needs a 'most' and a different 'least' statement of its own`);
    for (const statement of group.statements) {
      scores[statement.style] += statement.id === answer!.most ? 2 : statement.id === answer!.least ? 0 : 1;
    }
  }
  const ranking = rankStyles(scores);
  return { scores, dominant: ranking[0]!, ranking };
}
