export const authCallbackSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    /** Shown while the sign-in is completed. */
    title: { type: "string", maxLength: 120, default: "Menyelesaikan proses masuk…" },
  },
} as const;
