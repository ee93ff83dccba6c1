import { Box, getThemeColor, Rating, useMantineTheme } from "@mantine/core";
import { useId, useState, type CSSProperties } from "react";

const STARS = [1, 2, 3, 4, 5] as const;
const classes = Rating.classes as Record<"root" | "symbolGroup" | "input" | "label" | "symbolBody" | "starSymbol", string>;

interface StarRatingProps {
  "value": number;
  "onChange": (value: number) => void;
  "name": string;
  "color": string;
  "data-path"?: string;
}

/**
 * Mantine's Rating (its classes, so it looks the same) as five radio buttons, with the star in a
 * `<span>`: Mantine puts a `<div>` inside each `<label>`, where only phrasing content may stand.
 */
export function StarRating({ value, onChange, name, color, ...rest }: StarRatingProps) {
  const id = useId();
  const theme = useMantineTheme();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const vars = { "--rating-size": "var(--rating-size-lg)", "--rating-color": getThemeColor(color, theme) } as CSSProperties;
  return (
    <Box className={classes.root} style={vars} mt={4} onMouseLeave={() => setHovered(0)} {...rest}>
      {STARS.map((star) => (
        <div key={star} className={classes.symbolGroup} data-active={star === shown || undefined}>
          <input
            className={classes.input}
            type="radio"
            id={`r${id}-${star}`}
            name={name}
            value={star}
            checked={value === star}
            aria-label={String(star)}
            onChange={() => onChange(star)}
          />
          <label className={classes.label} htmlFor={`r${id}-${star}`} onMouseEnter={() => setHovered(star)}>
            <span className={classes.symbolBody}>
              <svg
                className={classes.starSymbol}
                data-filled={star <= shown || undefined}
                viewBox="0 0 24 24"
                strokeLinecap="round"
                strokeLinejoin="round"
                fill="none"
                aria-hidden="true"
              >
                <path d="M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z" />
              </svg>
            </span>
          </label>
        </div>
      ))}
    </Box>
  );
}
