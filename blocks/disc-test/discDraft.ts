import { isRecord } from "../../engine/index.js";
import { firstUnanswered, type DiscAnswer, type DiscAnswers } from "./discAnswers.js";
import type { DiscGroup } from "./discQuestionnaire.js";
import { isDiscStyle, type DiscStyle } from "./discStyles.js";

/** What the platform stored (its own `dominant`), shown after a reload too. */
export interface DiscSaved {
  readonly dominant: DiscStyle;
  readonly name: string;
}

/** Everything a visitor has done on the test so far: kept in session storage. */
export interface DiscDraft {
  /** 0…groups − 1: a question group; `groups.length`: the result. */
  readonly step: number;
  readonly answers: DiscAnswers;
  readonly name: string;
  readonly email: string;
  readonly saved?: DiscSaved;
}

export const EMPTY_DRAFT: DiscDraft = { step: 0, answers: {}, name: "", email: "" };

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

function text(value: unknown, max: number): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

/**
 * A saved draft made safe to use: picks that name no statement of their group are dropped (the
 * questionnaire may have changed since), a "least" equal to the "most" is dropped, and the step
 * never lies past the first unanswered group, so a reload can never show a result of a partial test.
 */
export function parseDiscDraft(raw: unknown, groups: readonly DiscGroup[]): DiscDraft {
  const source = record(raw);
  const savedAnswers = record(source.answers);
  const answers: Record<string, DiscAnswer> = {};
  for (const group of groups) {
    const answer = record(savedAnswers[group.id]);
    const own = (id: unknown) => (typeof id === "string" && group.statements.some((s) => s.id === id) ? id : undefined);
    const most = own(answer.most);
    const least = own(answer.least) === most ? undefined : own(answer.least);
    if (most || least) answers[group.id] = { ...(most && { most }), ...(least && { least }) };
  }
  const reachable = firstUnanswered(answers, groups);
  const step = typeof source.step === "number" && Number.isInteger(source.step) ? Math.min(Math.max(source.step, 0), reachable) : 0;
  const saved = record(source.saved);
  const keepSaved = reachable === groups.length && isDiscStyle(saved.dominant);
  return {
    step,
    answers,
    name: text(source.name, 100),
    email: text(source.email, 200),
    ...(keepSaved && { saved: { dominant: saved.dominant as DiscStyle, name: text(saved.name, 100) } }),
  };
}
