import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogue, type CatalogueParam } from "../../schemas/catalogue/catalogue.js";
import { coerceParamValue } from "../../schemas/catalogue/paramValues.js";
import { fieldError, type FormField } from "../../blocks/shared/form/fieldRules.js";
import { compileParamsValidator } from "../../site/platform/validation/compileParamsValidator.js";

// Issue 11: "The same rules run in the browser (@mantine/form) and in the platform (AJV)". For every
// parameter a form can fill, the browser's check (fieldError) and the platform's (AJV, from the same
// catalogue rules) agree on any text a visitor may type.
const writes = catalogue.entries.filter((entry) => entry.method !== "GET" || entry.id === "cms.requestDemo");
const params = writes.flatMap((entry) =>
  entry.params.filter((param) => param.in !== "path" && (param.type === "string" || param.type === "integer")).map((param) => ({ entry: entry.id, param })),
);

function fieldFor(param: CatalogueParam): FormField {
  const kind = param.format === "email" ? "email" : param.format === "date" ? "date" : param.enum ? "select" : "text";
  return {
    name: param.name,
    label: "Kolom",
    kind,
    ...(param.required && { required: true }),
    ...(param.enum && { options: param.enum.map((value) => ({ value, label: value })) }),
  };
}

/** Text a visitor might type into this parameter's field: near-misses of its rules as well as hits. */
function typed(param: CatalogueParam): fc.Arbitrary<string> {
  const word = fc.string({ unit: fc.constantFrom(..."abcXYZ019 .-_+@'é😀\t"), maxLength: 12 });
  const pieces = [
    fc.string({ maxLength: Math.min(param.maxLength ?? 40, 200) + 3 }),
    fc.string({ unit: "grapheme", maxLength: Math.min(param.maxLength ?? 40, 200) + 3 }),
    fc.tuple(word, word, word).map(([a, b, c]) => `${a}@${b}.${c}`),
    fc.emailAddress(),
    fc
      .tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
    fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
    fc.stringMatching(/^\+?[0-9 ]{0,20}$/),
    fc.constantFrom(" ", "", "\u0000", "0", "-1", "1e3", "٣"),
  ];
  if (param.enum) pieces.push(fc.constantFrom(...param.enum));
  if (param.minLength !== undefined || param.maxLength !== undefined) {
    const around = [param.minLength, param.maxLength].flatMap((n) => (n === undefined ? [] : [n - 1, n, n + 1])).filter((n) => n >= 0 && n <= 5000);
    if (around.length) pieces.push(fc.constantFrom(...around).chain((n) => fc.string({ unit: fc.constantFrom("a", "é", "😀"), minLength: n, maxLength: n })));
  }
  return fc.oneof(...pieces);
}

describe("form rules: the browser and the platform agree", () => {
  it.each(params.map(({ entry, param }) => [`${entry} ${param.name}`, param] as const))("%s", (_name, param) => {
    const field = fieldFor(param);
    const platform = compileParamsValidator([param], param.in as "query" | "body");
    fc.assert(
      fc.property(typed(param), (value) => {
        const browserOk = fieldError(field, param, value) === null;
        // What the form sends: trimmed, coerced to the parameter's type, absent when empty.
        const sent = coerceParamValue(param, value.trim());
        const accepted = platform(sent === undefined ? {} : { [param.name]: sent }).ok;
        // What a client that skips the browser's check would send: the trimmed text as is (the platform
        // converts text to a parameter's type, as it does for form bodies).
        const direct = value.trim() === "" ? {} : { [param.name]: value.trim() };
        const refused = !platform(direct).ok;
        // The form never sends what the platform refuses, and never refuses what the platform would take.
        if (browserOk) expect({ value, accepted }).toEqual({ value, accepted: true });
        else expect({ value, refused }).toEqual({ value, refused: true });
      }),
      { numRuns: 300 },
    );
  });
});
