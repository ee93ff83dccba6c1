import type { Ajv, ErrorObject } from "ajv";
import type { CatalogueParam } from "../catalogue/catalogue.js";
import { coerceParam } from "./coerceParam.js";
import { createAjv } from "./createAjv.js";
import { describeParamError, type ParamLocation } from "./describeParamError.js";
import type { ParamsCheck } from "./ParamsCheck.js";
import type { ParamValues } from "./ParamValues.js";
import { paramsSchema, type JsonSchemaObject } from "./paramsSchema.js";
import { paramsSchemaKey } from "./paramsSchemaKey.js";
import { precompiledParamsCheck } from "./precompiledParamsChecks.js";
import { UNFIT_TEXT } from "../../../schemas/catalogue/unfitText.js";
import { isRecord } from "../lib/isRecord.js";

export type ParamsResult = { readonly ok: true; readonly values: ParamValues } | { readonly ok: false; readonly field: string; readonly message: string };

export type ParamsValidator = (raw: unknown) => ParamsResult;

let sharedAjv: Ajv | undefined;

/** The build's precompiled check of this schema, or one compiled now (source runs). */
function checkFor(schema: JsonSchemaObject): ParamsCheck {
  const precompiled = precompiledParamsCheck(paramsSchemaKey(schema));
  if (precompiled) return precompiled;
  sharedAjv ??= createAjv();
  return sharedAjv.compile(schema);
}

/** Ajv's errorsText, without needing the Ajv instance a precompiled check has none of. */
function errorsText(errors: readonly ErrorObject[] | null | undefined): string {
  return errors?.length ? errors.map((e) => `data${e.instancePath} ${e.message}`).join(", ") : "No errors";
}

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

function failingField(error: ErrorObject): string | undefined {
  if (error.keyword === "required") {
    const missing: unknown = error.params["missingProperty"];
    return typeof missing === "string" ? missing : undefined;
  }
  const first = error.instancePath.split("/")[1];
  return first === undefined ? undefined : decodePointerSegment(first);
}

/**
 * A value the schema lets through but nothing should store: text with NUL and other control bytes
 * or invalid UTF-8, and whole numbers past what a JavaScript number holds exactly (1e20).
 */
function unfitValue(values: Record<string, unknown>): { field: string; message: string } | undefined {
  for (const [field, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string" && UNFIT_TEXT.test(item)) {
        return { field, message: `Kolom '${field}' berisi karakter kendali atau byte UTF-8 yang tidak sah; seharusnya teks biasa.` };
      }
      if (typeof item === "number" && Number.isInteger(item) && !Number.isSafeInteger(item)) {
        return {
          field,
          message: `Kolom '${field}' bernilai ${item}, di luar rentang bilangan bulat yang bisa disimpan (paling besar ${Number.MAX_SAFE_INTEGER}).`,
        };
      }
    }
  }
  return undefined;
}

/**
 * Builds a validator for the query or the body of one catalogue entry. Unknown keys are ignored; empty query
 * values count as absent, because forms submit untouched optional fields as `key=`.
 */
export function compileParamsValidator(params: readonly CatalogueParam[], location: ParamLocation): ParamsValidator {
  const validate = checkFor(paramsSchema(params));
  const byName = new Map(params.map((param) => [param.name, param]));

  return (raw) => {
    if (raw !== undefined && raw !== null && !isRecord(raw)) {
      return { ok: false, field: location, message: `Isi ${location} permintaan harus berupa objek JSON.` };
    }
    const source = raw ?? {};
    const coerced: Record<string, unknown> = {};
    for (const param of params) {
      const value = source[param.name];
      if (value === undefined || value === null) continue;
      if (location !== "body" && value === "") continue;
      coerced[param.name] = coerceParam(param, value);
    }
    if (validate(coerced)) {
      const unfit = unfitValue(coerced);
      return unfit ? { ok: false, field: unfit.field, message: unfit.message } : { ok: true, values: coerced as ParamValues };
    }

    const error = validate.errors?.[0];
    const field = error ? failingField(error) : undefined;
    const param = field === undefined ? undefined : byName.get(field);
    if (!error || !param) {
      return { ok: false, field: field ?? location, message: `Permintaan tidak valid: ${errorsText(validate.errors)}.` };
    }
    // Show the converted value (500, not '500') except for lists, where the text the client sent reads better.
    const shown = param.type === "integer-list" ? source[param.name] : coerced[param.name];
    return { ok: false, field: param.name, message: describeParamError(param, location, error.keyword, shown) };
  };
}
