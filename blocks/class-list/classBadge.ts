/** The class status flags a badge is decided from (spec §3 Class). */
export interface ClassFlags {
  comingSoon?: boolean | null;
  onRegistration?: boolean | null;
  started?: boolean | null;
  ended?: boolean | null;
}

export interface ClassBadge {
  state: "comingSoon" | "onRegistration" | "started" | "ended" | "none";
  label: string;
  color: "orange" | "green" | "blue" | "red";
}

/** Spec §4, in order of precedence; the first flag that is set decides. */
export const CLASS_BADGES: readonly ClassBadge[] = [
  { state: "comingSoon", label: "Akan Datang", color: "orange" },
  { state: "onRegistration", label: "Pendaftaran Dibuka", color: "green" },
  { state: "started", label: "Sedang Berlangsung", color: "blue" },
  { state: "ended", label: "Telah Selesai", color: "red" },
];

export const NO_STATE_BADGE: ClassBadge = { state: "none", label: "Segera Dimulai", color: "orange" };

export function classBadge(flags: ClassFlags): ClassBadge {
  return CLASS_BADGES.find((badge) => flags[badge.state as keyof ClassFlags] === true) ?? NO_STATE_BADGE;
}
