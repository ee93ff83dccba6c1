/**
 * The four DISC styles, in the order that also breaks ties: the embedded platform derives the stored
 * `dominant` column by a stable sort over d, i, s, c, so the browser must rank ties the same way or a
 * visitor would read one profile and have another stored.
 */
export const DISC_STYLES = ["d", "i", "s", "c"] as const;

export type DiscStyle = (typeof DISC_STYLES)[number];

/** One score per style. */
export type DiscScores = Readonly<Record<DiscStyle, number>>;

export function isDiscStyle(value: unknown): value is DiscStyle {
  return typeof value === "string" && (DISC_STYLES as readonly string[]).includes(value);
}
