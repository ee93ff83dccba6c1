/**
 * Whether the records a source answers carry what a block slot reads, decided on the two JSON Schemas
 * alone: every property the slot requires must be required by the record too, with a type the slot
 * accepts; nested objects and array items are compared the same way. Keywords that constrain values
 * rather than shapes (minimum, pattern, formats…) are not compared.
 */
type Schema = Readonly<Record<string, unknown>>;

/** One reason a record does not fit, e.g. `it lacks 'title' (string)`. */
export type Misfit = string;

const JSON_TYPES = ["string", "number", "integer", "boolean", "object", "array", "null"] as const;
type JsonType = (typeof JSON_TYPES)[number];

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);
const branchesOf = (schema: Schema): Schema[] | undefined => {
  const branches = schema.anyOf ?? schema.oneOf;
  return Array.isArray(branches) ? branches.filter(isSchema) : undefined;
};

function valueType(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as JsonType;
}

/** The JSON types a schema lets through; every type when it says nothing about them. */
function typesOf(schema: Schema): Set<JsonType> {
  const values = enumOf(schema);
  if (values) return new Set(values.map(valueType));
  const branches = branchesOf(schema);
  if (branches) return new Set(branches.flatMap((branch) => [...typesOf(branch)]));
  if (typeof schema.type === "string") return new Set([schema.type as JsonType]);
  if (Array.isArray(schema.type)) return new Set(schema.type as JsonType[]);
  if (isSchema(schema.properties) || Array.isArray(schema.required)) return new Set(["object"]);
  if (isSchema(schema.items)) return new Set(["array"]);
  return new Set(JSON_TYPES);
}

function enumOf(schema: Schema): readonly unknown[] | undefined {
  if ("const" in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

/** "string", "integer or null", "one of 'a', 'b'", "array of object": for messages. */
export function describeSchema(schema: Schema): string {
  const values = enumOf(schema);
  if (values) return `one of ${values.map((v) => (typeof v === "string" ? `'${v}'` : String(v))).join(", ")}`;
  const branches = branchesOf(schema);
  if (branches) return branches.map(describeSchema).join(" or ");
  const types = typesOf(schema);
  if (types.size === JSON_TYPES.length) return "any value";
  return [...types].map((type) => (type === "array" && isSchema(schema.items) ? `array of ${describeSchema(schema.items)}` : type)).join(" or ");
}

const acceptsType = (accepted: Set<JsonType>, type: JsonType) => accepted.has(type) || (type === "integer" && accepted.has("number"));

/**
 * The reasons `record` (what a source answers) does not fit `shape` (what a slot reads); none when it
 * fits. `at` names the property being compared, for nested reasons.
 */
export function recordMisfits(record: Schema, shape: Schema, at = ""): Misfit[] {
  const where = at ? `'${at}' ` : "";
  // Every form the record may take must fit; one of the shape's forms is enough for each.
  const recordBranches = branchesOf(record);
  if (recordBranches && !enumOf(record)) return recordBranches.flatMap((branch) => recordMisfits(branch, shape, at));
  const shapeBranches = branchesOf(shape);
  if (shapeBranches?.length && !enumOf(shape)) {
    // None fits: the reasons of the nearest form say best what is missing.
    const tries = shapeBranches.map((branch) => recordMisfits(record, branch, at));
    return tries.reduce((best, misfits) => (misfits.length < best.length ? misfits : best));
  }

  const shapeTypes = typesOf(shape);
  const recordTypes = typesOf(record);
  const stray = [...recordTypes].filter((type) => !acceptsType(shapeTypes, type));
  if (stray.length) {
    const message = stray.length === 1 && stray[0] === "null" ? "may be null" : `is ${describeSchema(record)}`;
    return [`${where}${message}, the slot reads ${describeSchema(shape)}`.trim()];
  }

  const shapeValues = enumOf(shape);
  if (shapeValues) {
    const recordValues = enumOf(record);
    const unknown = recordValues ? recordValues.filter((value) => !shapeValues.includes(value)) : undefined;
    if (!unknown) return [`${where}is any ${describeSchema(record)}, the slot reads ${describeSchema(shape)}`.trim()];
    if (unknown.length)
      return [
        `${where}may be ${unknown.map((v) => (typeof v === "string" ? `'${v}'` : String(v))).join(", ")}, the slot reads ${describeSchema(shape)}`.trim(),
      ];
  }

  const misfits: Misfit[] = [];
  if (shapeTypes.has("object") && recordTypes.has("object")) {
    const recordProperties = isSchema(record.properties) ? record.properties : {};
    const shapeProperties = isSchema(shape.properties) ? shape.properties : {};
    const recordRequired = new Set(Array.isArray(record.required) ? (record.required as string[]) : []);
    const shapeRequired = Array.isArray(shape.required) ? (shape.required as string[]) : [];
    const path = (name: string) => (at ? `${at}.${name}` : name);
    const lacking = shapeRequired.filter((name) => !recordRequired.has(name));
    if (lacking.length) {
      const listed = lacking.map((name) => `'${path(name)}'${isSchema(shapeProperties[name]) ? ` (${describeSchema(shapeProperties[name])})` : ""}`);
      misfits.push(`it lacks ${listed.join(", ")}`);
    }
    for (const [name, property] of Object.entries(shapeProperties)) {
      if (!isSchema(property) || lacking.includes(name)) continue;
      // An optional property the record may carry must still be of a type the slot reads.
      const given = isSchema(recordProperties[name]) ? recordProperties[name] : isSchema(record.additionalProperties) ? record.additionalProperties : undefined;
      if (given) misfits.push(...recordMisfits(given, property, path(name)));
      else if (shapeRequired.includes(name)) misfits.push(`'${path(name)}' is not described, the slot reads ${describeSchema(property)}`);
    }
    // A slot that reads every property as one type (a map of counters): whatever the record declares must be of it.
    if (isSchema(shape.additionalProperties)) {
      const described = new Set(Object.keys(shapeProperties));
      for (const [name, property] of Object.entries(recordProperties)) {
        if (!described.has(name) && isSchema(property)) misfits.push(...recordMisfits(property, shape.additionalProperties, path(name)));
      }
      if (isSchema(record.additionalProperties)) misfits.push(...recordMisfits(record.additionalProperties, shape.additionalProperties, path("*")));
    }
  }
  if (shapeTypes.has("array") && recordTypes.has("array") && isSchema(shape.items)) {
    if (!isSchema(record.items)) misfits.push(`${where}has items of any kind, the slot reads ${describeSchema(shape.items)} items`.trim());
    else misfits.push(...recordMisfits(record.items, shape.items, `${at}[]`));
  }
  return misfits;
}

export function recordFits(record: Schema, shape: Schema): boolean {
  return recordMisfits(record, shape).length === 0;
}
