import "./progressBar.css";
import type { CSSProperties } from "react";

/** Bar heights, as Mantine's Progress sizes them. */
const HEIGHTS = { xs: 3, sm: 5, md: 8, lg: 12, xl: 16 } as const;

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** The accessible name, e.g. "Kemajuan tes". */
  label: string;
  size?: keyof typeof HEIGHTS | number;
  /** A theme colour name (brand, danger, …); the brand's by default. */
  color?: string;
  /** Rounded ends. */
  round?: boolean;
  className?: string;
}

/**
 * A native `<progress>` drawn like the theme's bars. The element itself is the progress bar to
 * assistive technology (value, maximum and name included), so no ARIA role stands in for it.
 */
export function ProgressBar({ value, label, size = "md", color = "brand", round = false, className }: ProgressBarProps) {
  const style = {
    "--progress-height": `${typeof size === "number" ? size : HEIGHTS[size]}px`,
    "--progress-color": `var(--mantine-color-${color}-filled)`,
  } as CSSProperties;
  return (
    <progress
      className={["progress-bar", className].filter(Boolean).join(" ")}
      value={Math.max(0, Math.min(100, value))}
      max={100}
      aria-label={label}
      data-round={round || undefined}
      style={style}
    />
  );
}
