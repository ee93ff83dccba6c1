/**
 * Mantine's autoContrast gives fills above this relative luminance a black label, the rest a white one. At
 * 1.05 / 4.5 − 0.05 (a hair under) white reaches 4.5:1 on every fill at or below it and black on every fill above it.
 * Its own module: the browser's theme needs the number, not the palette derivation beside it.
 */
export const LABEL_THRESHOLD = 0.1833;
