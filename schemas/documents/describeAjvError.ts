import type { ErrorObject } from "ajv";

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string '${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  return `${typeof value} ${String(value)}`;
}

function list(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === "string" ? `'${v}'` : JSON.stringify(v))).join(", ");
}

/** Where an error's value sits, in words: "block 'hero'", "property 'props'", … */
function subject(error: ErrorObject): string {
  const last = error.instancePath.split("/").pop();
  return last ? `'${last.replace(/~1/g, "/").replace(/~0/g, "~")}'` : "the document";
}

/**
 * One plain sentence per AJV error: what is wrong and what was expected. The pointer is returned
 * beside it so that the caller can locate it in the file.
 */
export function describeAjvError(error: ErrorObject): { pointer: string; message: string; atKey: boolean } {
  const schema = error.parentSchema as Record<string, unknown> | undefined;
  const expected = typeof schema?.["x-expected"] === "string" ? (schema["x-expected"] as string) : undefined;
  const params = error.params as Record<string, unknown>;
  const at = error.instancePath;
  switch (error.keyword) {
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((schema?.properties as Record<string, unknown>) ?? {});
      return {
        pointer: `${at}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`,
        atKey: true,
        message: `Unknown property '${name}' in ${subject(error)}; expected ${allowed.length ? `one of ${list(allowed)}` : "no properties"}`,
      };
    }
    case "required":
      return { pointer: at, atKey: false, message: `Missing required property '${String(params.missingProperty)}' in ${subject(error)}` };
    case "discriminator": {
      const tag = String(params.tag);
      const options = ((schema?.oneOf as Record<string, unknown>[] | undefined) ?? [])
        .map((branch) => (branch.properties as Record<string, { const?: unknown }>)?.[tag]?.const)
        .filter((v) => v !== undefined);
      const what = tag === "type" ? "block type" : tag === "source" ? "data source" : `'${tag}'`;
      if (params.error === "mapping") {
        return {
          pointer: `${at}/${tag}`,
          atKey: false,
          message: `Unknown ${what} '${String(params.tagValue)}'; expected one of ${list(options)}`,
        };
      }
      return { pointer: at, atKey: false, message: `Missing ${what} ('${tag}' must be a string); expected one of ${list(options)}` };
    }
    case "type":
      return {
        pointer: at,
        atKey: false,
        message: `${subject(error)} must be ${expected ?? `of type ${String(params.type)}`}, found ${describeValue(error.data)}`,
      };
    case "enum":
      return {
        pointer: at,
        atKey: false,
        message: `${subject(error)} must be one of ${list(params.allowedValues as unknown[])}, found ${describeValue(error.data)}`,
      };
    case "const":
      return { pointer: at, atKey: false, message: `${subject(error)} must be ${list([params.allowedValue])}, found ${describeValue(error.data)}` };
    case "pattern":
      return {
        pointer: at,
        atKey: false,
        message: `${subject(error)} is ${describeValue(error.data)}, expected ${expected ?? `a value matching ${String(params.pattern)}`}`,
      };
    case "anyOf":
    case "oneOf":
      return {
        pointer: at,
        atKey: false,
        message: `${subject(error)} is ${describeValue(error.data)}, expected ${expected ?? "a value of one of the allowed shapes"}`,
      };
    case "minimum":
    case "maximum":
    case "exclusiveMinimum":
    case "exclusiveMaximum":
    case "minLength":
    case "maxLength":
    case "minItems":
    case "maxItems":
      return { pointer: at, atKey: false, message: `${subject(error)} ${error.message ?? "is out of range"}, found ${describeValue(error.data)}` };
    default:
      return { pointer: at, atKey: false, message: `${subject(error)} ${error.message ?? "is invalid"}` };
  }
}
