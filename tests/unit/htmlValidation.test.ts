import { describe, expect, it } from "vitest";
import { STYLE_ONLY_RULES, validateHtml } from "../support/htmlValidation.js";

const page = (head: string, body: string) =>
  `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Uji</title>${head}</head><body>${body}</body></html>`;

describe("validateHtml", () => {
  it("passes a valid document, spelled the way React and our template spell it", async () => {
    const html = page(
      '<style data-precedence="mantine-inline" data-href="m-1">.a{color:red}</style>',
      '<div id="_R_1_" style="--x:1"><br/><input type="text" disabled="" maxLength="4"></div>',
    );
    expect(await validateHtml(html)).toEqual([]);
  });

  it("reports a <div> inside a <span>, with its rule and position", async () => {
    const errors = await validateHtml(page("", "<p><span><div>blok</div></span></p>"));
    expect(errors).toContainEqual(expect.stringMatching(/^element-permitted-content: <div> element is not permitted as content under <span> at 1:\d+$/));
  });

  it("reports a <style> inside <body>", async () => {
    const errors = await validateHtml(page("", '<div><style data-mantine-styles="inline">.a{color:red}</style></div>'));
    expect(errors).toContainEqual(expect.stringMatching(/^element-permitted-content: <style> element is not permitted as content under <div>/));
  });

  it("reports an input without a type, and a duplicated class", async () => {
    const errors = await validateHtml(page("", '<div class="a b a"><input name="q"></div>'));
    expect(errors.map((e) => e.split(":")[0]).sort()).toEqual(["no-dup-class", "no-implicit-input-type"]);
  });

  it("still reports the ARIA misuse its narrowed rules cover: a named generic div, a div acting as a button", async () => {
    const errors = await validateHtml(page("", '<div aria-label="Peringkat 1">1</div><div role="button" tabindex="0">Kirim</div>'));
    expect(errors.map((e) => e.split(":")[0]).sort()).toEqual(["aria-label-misuse", "prefer-native-element"]);
  });

  it("gives every rule it turns off a reason", () => {
    for (const [rule, reason] of Object.entries(STYLE_ONLY_RULES)) expect(reason.length, rule).toBeGreaterThan(20);
  });
});
