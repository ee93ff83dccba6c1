/** The record list shows any row: its `columns` prop names the properties it reads. */
export const rowRecord = { type: "object" } as const;
