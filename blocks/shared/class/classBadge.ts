import { CLASS_STATE_LABELS, type ClassState } from "../classStates.js";

/** The class status flags a badge is decided from (a class record's own flags). */
export interface ClassFlags {
  comingSoon?: boolean | null;
  onRegistration?: boolean | null;
  started?: boolean | null;
  ended?: boolean | null;
}

export interface ClassBadge {
  state: ClassState;
  label: string;
  color: "orange" | "green" | "blue" | "red";
}

/** In order of precedence: the first flag that is set decides the badge. */
export const CLASS_BADGES: readonly ClassBadge[] = [
  { state: "comingSoon", label: CLASS_STATE_LABELS.comingSoon, color: "orange" },
  { state: "onRegistration", label: CLASS_STATE_LABELS.onRegistration, color: "green" },
  { state: "started", label: CLASS_STATE_LABELS.started, color: "blue" },
  { state: "ended", label: CLASS_STATE_LABELS.ended, color: "red" },
];

export const NO_STATE_BADGE: ClassBadge = { state: "none", label: CLASS_STATE_LABELS.none, color: "orange" };

export function classBadge(flags: ClassFlags): ClassBadge {
  return CLASS_BADGES.find((badge) => flags[badge.state as keyof ClassFlags] === true) ?? NO_STATE_BADGE;
}
