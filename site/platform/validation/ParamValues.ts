import type { ParamValue as SharedParamValue, ParamValues as SharedParamValues } from "../../../schemas/catalogue/paramValues.js";

/** One validated value; lists are read-only here, since a handler only reads what the check produced. */
export type ParamValue = SharedParamValue extends infer V ? (V extends readonly (infer Item)[] ? readonly Item[] : V) : never;

/**
 * Validated, typed parameters of one request, keyed by the catalogue's param names verbatim: the shared
 * ParamValues, read-only, and every value optional (a request need not send an optional parameter).
 */
export type ParamValues = Readonly<{ [Name in keyof SharedParamValues]?: ParamValue }>;
