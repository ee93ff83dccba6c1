/** Props most blocks share for their heading. */
export const headingProps = {
  eyebrow: { type: "string", maxLength: 60, description: "A short line above the heading, e.g. the section's topic." },
  title: { type: "string", maxLength: 140, description: "The section's heading." },
  subtitle: { type: "string", maxLength: 400, description: "A sentence or two under the heading." },
} as const;
