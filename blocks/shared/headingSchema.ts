/** Props most blocks share for their heading. */
export const headingProps = {
  eyebrow: { type: "string", maxLength: 60 },
  title: { type: "string", maxLength: 140 },
  subtitle: { type: "string", maxLength: 400 },
} as const;
