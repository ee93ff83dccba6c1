import fc from "fast-check";

type Schema = Record<string, unknown>;

/**
 * A fast-check arbitrary for the JSON Schema subset our schemas use (object, array, string with
 * pattern/length/enum, integer, number, boolean, const, enum, anyOf/oneOf, local $ref). Values it
 * makes satisfy the schema's own keywords; cross-field rules are left to the validator.
 */
export function arbitraryFromSchema(schema: Schema, root: Schema = schema, depth = 0): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === "string") {
    const path = schema.$ref.replace(/^#\//, "").split("/");
    const target = path.reduce<Schema>((node, key) => node[key] as Schema, root);
    return arbitraryFromSchema(target, root, depth + 1);
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (union)
    return fc.oneof(
      ...union.map((branch) => arbitraryFromSchema({ ...schema, oneOf: undefined, anyOf: undefined, discriminator: undefined, ...branch }, root, depth + 1)),
    );

  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : (schema.type as string | undefined);
  switch (type) {
    case "string": {
      const min = (schema.minLength as number | undefined) ?? 0;
      const max = Math.max(min, Math.min((schema.maxLength as number | undefined) ?? 24, 24));
      if (typeof schema.pattern === "string") {
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length >= min && s.length <= ((schema.maxLength as number | undefined) ?? Infinity));
      }
      return fc.string({ minLength: min, maxLength: max });
    }
    case "integer":
      return fc.integer({ min: (schema.minimum as number | undefined) ?? -1000, max: (schema.maximum as number | undefined) ?? 1000 });
    case "number":
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 });
    case "boolean":
      return fc.boolean();
    case "array": {
      const minItems = (schema.minItems as number | undefined) ?? 0;
      const maxItems = Math.max(minItems, Math.min((schema.maxItems as number | undefined) ?? 3, depth > 4 ? minItems : 3));
      return fc.array(arbitraryFromSchema((schema.items as Schema | undefined) ?? {}, root, depth + 1), { minLength: minItems, maxLength: maxItems });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const keys = Object.keys(properties).filter((key) => !key.startsWith("$"));
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const key of keys) record[key] = arbitraryFromSchema(properties[key]!, root, depth + 1);
      const extra = schema.additionalProperties;
      const base = fc.record(record, { requiredKeys: keys.filter((key) => required.has(key)) });
      if (extra && typeof extra === "object" && !keys.length) {
        return fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), arbitraryFromSchema(extra as Schema, root, depth + 1), { maxKeys: 3 });
      }
      return base;
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}
