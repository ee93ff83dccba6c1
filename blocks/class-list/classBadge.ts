/** The class status flags a badge is decided from. */
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

/** The badges in order of precedence (coming soon, registration open, started, ended, else soon to start); the first flag that is set decides. */
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
