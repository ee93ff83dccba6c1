/**
 * A class's states, in order of precedence, and the Indonesian label of each: one list for the
 * class badge, the class-list state filter and the statistics' per-state numbers.
 */
export const CLASS_STATES = ["comingSoon", "onRegistration", "started", "ended", "none"] as const;
export type ClassState = (typeof CLASS_STATES)[number];

export const CLASS_STATE_LABELS: Readonly<Record<ClassState, string>> = {
  comingSoon: "Akan Datang",
  onRegistration: "Pendaftaran Dibuka",
  started: "Sedang Berlangsung",
  ended: "Telah Selesai",
  none: "Segera Dimulai",
};
