import { HtmlValidate, type RuleConfig } from "html-validate";

/**
 * Rules of html-validate's recommended preset that are switched off because they judge how the
 * markup is spelled, not what it means to a browser or assistive technology (valid markup is what counts).
 */
export const STYLE_ONLY_RULES: Readonly<Record<string, string>> = {
  "doctype-style": "`<!doctype html>` vs `<!DOCTYPE html>` is letter case only; the document template writes the lowercase form",
  "void-style": "`<br>` vs `<br/>` is spelling only; React serialises void elements self-closed",
  "attr-case": "attribute letter case (React writes `autoComplete`, `maxLength`, SVG's `viewBox`) is ignored by the HTML parser",
  "no-inline-style": "a `style` attribute is valid HTML; Mantine passes its CSS variables through it by design",
  "attribute-boolean-style": '`disabled=""` vs `disabled` is spelling only; React serialises booleans as `=""`',
  // Not style, but measured on the source: html-validate counts `&amp;` as five characters. The title's
  // 70 characters are held on the decoded text (buildTitle, tests/unit/title.test.ts, the route walk's titles).
  "long-title": "counts the entity-escaped source (`&amp;` as 5 characters); the 70-character title is checked on its text elsewhere",
};

/** Rules kept on, each with one option narrowed to what HTML and ARIA themselves require (the reason is beside each). */
const RELAXED: RuleConfig = {
  // HTML requires an id to be non-empty without whitespace; the strict mode's "starts with a letter,
  // only [A-Za-z0-9_-]" is a naming convention that React's useId (`_R_…_`) and `__PAGE_STATE__` break.
  "valid-id": ["error", { relaxed: true }],
  // ARIA lets any element whose role may be named carry aria-label (a list named "Peringkat
  // provinsi…"); the default also flags those as "not recommended".
  "aria-label-misuse": ["error", { allowAnyNamable: true }],
};

const rules: RuleConfig = { ...Object.fromEntries(Object.keys(STYLE_ONLY_RULES).map((rule) => [rule, "off"])), ...RELAXED };

const validator = new HtmlValidate({ extends: ["html-validate:recommended"], rules });

/**
 * Validates one HTML document under the recommended preset minus STYLE_ONLY_RULES.
 * Returns one line per error, `rule: message at line:col`; an empty list means valid.
 */
export async function validateHtml(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message} at ${m.line}:${m.column}`));
}
