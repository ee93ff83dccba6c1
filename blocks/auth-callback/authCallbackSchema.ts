export const authCallbackSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { description: "Shown while the sign-in is completed.", type: "string", maxLength: 120, default: "Menyelesaikan proses masuk…" },
  },
} as const;
