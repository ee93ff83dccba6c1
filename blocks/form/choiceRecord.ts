/** The form's `choices` rows: any record; the field's `choicesFrom` names the properties it reads (checked with the block). */
export const choiceRecord = { type: "object" } as const;
