export type ParamValue = string | number | boolean | readonly number[];

/** Validated, typed parameters of one request, keyed by the catalogue's param names verbatim. */
export type ParamValues = Readonly<Record<string, ParamValue | undefined>>;
