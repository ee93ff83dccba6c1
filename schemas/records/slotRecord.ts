import { recordSchemas, type RecordName } from "./index.js";

/**
 * The shape a block slot reads (its `record`), picked from the catalogue record it names so that a
 * field is written once, in the record, and never copied: layout validation compares a bound source's
 * record with this shape (engine/layout/recordFits.ts), and the block's component types what it reads
 * as `FromSchema` of it.
 */
type RecordOf<N extends RecordName> = (typeof recordSchemas)[N];
type PropertiesOf<N extends RecordName> = RecordOf<N>["properties"];

/** The names a record declares, and those it requires: a slot may require only what its own record always carries. */
export type RecordField<N extends RecordName> = keyof PropertiesOf<N> & string;
export type RequiredRecordField<N extends RecordName> = RecordOf<N> extends { readonly required: readonly (infer F extends string)[] } ? F : never;

/** Records that give every property one schema (a map of counters): a slot may read them all. */
type RecordWithEveryField = { [N in RecordName]: RecordOf<N> extends { readonly additionalProperties: object } ? N : never }[RecordName];

export type SlotRecord<N extends RecordName, R extends readonly string[], O extends readonly string[]> = {
  readonly type: "object";
  readonly required: R;
  readonly properties: { readonly [F in R[number] | O[number]]: PropertiesOf<N>[F & keyof PropertiesOf<N>] };
};

/**
 * The slot reads these fields of record `name`: `required` ones (the record must require them too) and
 * `optional` ones (shown when present). Each field's schema is the record's own, nested objects and
 * array items included, so the slot's record type is the catalogue's.
 */
export function readsRecord<N extends RecordName, const R extends readonly RequiredRecordField<N>[], const O extends readonly RecordField<N>[] = []>(
  name: N,
  fields: { required: R; optional?: O },
): SlotRecord<N, R, O> {
  const declared: Readonly<Record<string, unknown>> = recordSchemas[name].properties;
  const properties: Record<string, unknown> = {};
  for (const field of [...fields.required, ...(fields.optional ?? [])]) {
    // The types refuse an unknown field; this stops one written around them from silently reading nothing.
    if (!(field in declared)) throw new Error(`Record '${name}' has no field '${field}'`);
    properties[field] = declared[field];
  }
  return { type: "object", required: fields.required, properties } as SlotRecord<N, R, O>;
}

/** The slot reads every field of record `name` as the one schema the record gives them all (the props pick which). */
export function readsEveryField<N extends RecordWithEveryField>(
  name: N,
): { readonly type: "object"; readonly additionalProperties: RecordOf<N>["additionalProperties"] } {
  return { type: "object", additionalProperties: recordSchemas[name].additionalProperties };
}

/**
 * A slot whose props name the fields it reads (a record list's columns, a form's choices, the overview's
 * dot paths), so it takes any record; the block's own `check` holds the props to the bound source.
 */
export const anyRecord = { type: "object" } as const;
