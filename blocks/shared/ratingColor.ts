/**
 * Stars of a rating, filled: an amber dark enough for 3:1 against white (WCAG 1.4.11, non-text
 * contrast). A literal colour, as the tenant themes build CSS variables for their own palettes only.
 */
export const RATING_COLOR = "#e8590c";
