import type { DiscGroup } from "./discQuestionnaire.js";

/** A visitor's picks in one group, by statement id; either may still be missing. */
export interface DiscAnswer {
  readonly most?: string;
  readonly least?: string;
}

/** Answers by group id. */
export type DiscAnswers = Readonly<Record<string, DiscAnswer>>;

/** Both picks made, both statements of this group, and not the same statement. */
export function isGroupAnswered(group: DiscGroup, answer: DiscAnswer | undefined): boolean {
  if (!answer?.most || !answer.least || answer.most === answer.least) return false;
  return group.statements.some((s) => s.id === answer.most) && group.statements.some((s) => s.id === answer.least);
}

/** The index of the first group not fully answered; `groups.length` when every group is. */
export function firstUnanswered(answers: DiscAnswers, groups: readonly DiscGroup[]): number {
  const index = groups.findIndex((group) => !isGroupAnswered(group, answers[group.id]));
  return index < 0 ? groups.length : index;
}

export function countAnswered(answers: DiscAnswers, groups: readonly DiscGroup[]): number {
  return groups.filter((group) => isGroupAnswered(group, answers[group.id])).length;
}
