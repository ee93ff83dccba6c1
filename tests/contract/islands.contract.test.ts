import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientManifest } from "../../site/server/clientManifest.js";
import type { PageScripts } from "../../site/shared/PageScripts.js";
import { fetchAs } from "../support/pageWeight.mjs";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// With ISLANDS=true a page's blocks a visitor can act on are rendered as roots of their own and start
// alone in the browser; the rest of the page is HTML that needs no code.
let site: RunningServer;
const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../dist/client/manifest.json"), "utf8")) as ClientManifest;

beforeAll(async () => {
  site = await startBuiltServer({ ISLANDS: "true" });
}, 90_000);

afterAll(async () => {
  await site?.stop();
});

async function page(host: string, path: string) {
  const html = (await fetchAs(`http://127.0.0.1:${site.port}`, host, path)).body.toString("utf8");
  const json = (id: string) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, "s").exec(html)![1]!) as unknown;
  const sections = [...html.matchAll(/<section\b[^>]*\bdata-block="([^"]+)"[^>]*>/g)].map((match) => ({
    type: match[1]!,
    island: /data-island="(\d+)"/.exec(match[0])?.[1],
  }));
  return {
    html,
    sections,
    scripts: json("__PAGE_SCRIPTS__") as PageScripts,
    state: json("__PAGE_STATE__") as { islands?: { params: Record<string, string>; parts?: { key: string; type: string; part: string }[] } },
  };
}

describe("a page rendered as islands", () => {
  it("marks only what a visitor can act on: a block by its place on the page, a part by its block's place and its own", async () => {
    const classes = await page("demo.localhost", "/Class");
    // The class list draws its cards with no code: only its filter bar (a lazy part) is an island.
    expect(classes.sections).toEqual([
      { type: "hero", island: undefined },
      { type: "class-list", island: undefined },
    ]);
    expect([...classes.html.matchAll(/data-island-part="([^"]+)"/g)].map((match) => match[1])).toEqual(["1-0"]);
    expect(classes.state.islands?.parts?.map(({ key, type, part }) => ({ key, type, part }))).toEqual([
      { key: "1-0", type: "class-list", part: "ClassFilterBar" },
    ]);
    // The part's container holds the part's own render: its form, with ids of the part's own prefix.
    expect(/<div data-island-part="1-0"><form[^>]*role="search"/.test(classes.html)).toBe(true);
    expect(/id="[^"]*p1-0-/.test(classes.html)).toBe(true);
  });

  it("makes the form a whole-block island (its lazy parts are only its code, not roots of their own)", async () => {
    const form = await page("demo.localhost", "/Make-Appointment");
    expect(form.sections.find((section) => section.type === "form")?.island).toBeDefined();
    expect(form.html).not.toContain("data-island-part");
    expect(form.state.islands?.parts).toBeUndefined();
  });

  it("makes an island of a block interactive with its lazy parts only where an item shows them", async () => {
    // The home's class list shows cards and no filter bar: HTML with no code, as the hero beside it.
    const home = await page("demo.localhost", "/");
    expect(home.sections).toEqual([
      { type: "hero", island: undefined },
      { type: "counter", island: undefined },
      { type: "class-list", island: undefined },
      { type: "article-list", island: undefined },
    ]);
    expect(home.scripts.modules).toEqual([...manifest.islands.preload, manifest.islands.js]);
  });

  it("gives every element its own id: an island's ids carry its prefix", async () => {
    const classes = await page("demo.localhost", "/Class");
    const ids = [...classes.html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("loads the islands entry, and React DOM and a block's code only for a page with a block island", async () => {
    const form = await page("demo.localhost", "/Make-Appointment");
    expect(form.scripts.entry).toBe(manifest.islands.js);
    for (const url of [...manifest.islands.roots, ...manifest.blocks.form!.islandJs]) expect(form.scripts.modules).toContain(url);
    expect(form.scripts.modules).not.toContain(manifest.entry.js);
    // Nothing beyond that: no static block's own chunk.
    const allowed = new Set([...manifest.islands.preload, manifest.islands.js, ...manifest.islands.roots, ...manifest.blocks.form!.islandJs]);
    expect(form.scripts.modules.filter((url) => !allowed.has(url))).toEqual([]);

    // A page whose only island is a part (the class list's filter bar) lists none of its code: it loads at a first touch.
    const classes = await page("demo.localhost", "/Class");
    expect(classes.scripts.modules).toEqual([...manifest.islands.preload, manifest.islands.js]);
    expect(Object.keys(manifest.blocks["class-list"]!.islandLazyJs)).toEqual(["ClassFilterBar"]);

    const about = await page("demo.localhost", "/About");
    expect(about.sections.every((section) => section.island === undefined)).toBe(true);
    expect(about.scripts.modules).toEqual([...manifest.islands.preload, manifest.islands.js]);
  });

  it("lists a form's lazy parts for the kinds of field it has, and no others", async () => {
    const form = manifest.blocks.form!;
    expect(Object.keys(form.islandLazyJs).sort()).toEqual(["AmountField", "CheckboxField", "FileField", "PasswordField", "RatingField", "SelectField"]);
    const partsIn = (modules: string[]) => Object.keys(form.islandLazyJs).filter((name) => form.islandLazyJs[name]!.every((url) => modules.includes(url)));
    // The appointment form: text, e-mail, phone, date, time (a list of slots) and a message, all the browser's own inputs.
    expect(partsIn((await page("foundation.localhost", "/Make-Appointment")).scripts.modules)).toEqual([]);
    // The donation form: an amount with presets and a consent checkbox.
    expect(partsIn((await page("foundation.localhost", "/Pricing")).scripts.modules).sort()).toEqual(["AmountField", "CheckboxField"]);
  });

  it("loads few, larger files: at most 15 scripts on a first view", async () => {
    const form = (await fetchAs(`http://127.0.0.1:${site.port}`, "demo.localhost", "/Make-Appointment")).body.toString("utf8");
    for (const path of ["/", "/Class", "/About", "/Make-Appointment"]) {
      const { scripts } = await page("demo.localhost", path);
      expect(scripts.modules.length, path).toBeLessThanOrEqual(15);
    }
    expect(form).toContain('data-island="');
  });

  it("renders an error screen without islands, and still as an island page", async () => {
    const missing = await page("demo.localhost", "/tidak-ada-halaman-ini");
    expect(missing.sections.every((section) => section.island === undefined)).toBe(true);
    expect(missing.state.islands).toBeDefined();
    expect(missing.scripts.entry).toBe(manifest.islands.js);
  });
});
