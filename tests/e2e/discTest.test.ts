import type { Browser, Page } from "playwright";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DISC_GROUPS, type DiscGroup } from "../../blocks/disc-test/discQuestionnaire.js";
import type { DiscStyle } from "../../blocks/disc-test/discStyles.js";
import { axeViolations } from "../support/axe.js";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { settleAndScreenshot, VIEWPORTS } from "../support/screenshots.js";
import { withPlatformDb } from "../support/withPlatformDb.js";
import { builtServerPort } from "../support/builtServerPort.js";

/** Issue 11: the DISC personality test on jongkreatif's /Tes-Kepribadian, by keyboard, into `user_disc`. */
const port = builtServerPort();
const dataDir = inject("serverDataDir");
const PAGE = `http://jongkreatif.localhost:${port}/Tes-Kepribadian`;

/** The hand-worked example of tests/unit/discScore.test.ts: d 9, i 13, s 15, c 19, dominant C. */
function planned(n: number): readonly [DiscStyle, DiscStyle] {
  return n < 5 ? ["s", "d"] : n < 10 ? ["c", "i"] : ["i", "s"];
}
const idOf = (group: DiscGroup, style: DiscStyle) => group.statements.find((s) => s.style === style)!.id;

const activeValue = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? null);
const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);

/** Inside a radio group: arrow keys move and check, as in any native radio group, until the statement is chosen. */
async function chooseByKeyboard(page: Page, statementId: string): Promise<void> {
  for (let presses = 0; presses < 5; presses++) {
    if ((await activeValue(page)) === statementId) {
      await page.keyboard.press("Space");
      return;
    }
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`Arrow keys never reached statement ${statementId}`);
}

/** Tab until the button with this text has focus (the disabled "Sebelumnya" of the first group is skipped). */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let presses = 0; presses < 4; presses++) {
    await page.keyboard.press("Tab");
    if ((await activeText(page)) === text) return;
  }
  throw new Error(`Tab never reached '${text}'`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

describe("the DISC personality test (disc-test block → tables.userDisc.create)", () => {
  it("is answered by keyboard alone, survives a reload, shows the profile and stores it once after a failed save", async () => {
    const page = await browser.newPage();
    const watch = watchPage(page);
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Tes Kepribadian | Jong Kreatif");
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    // Group 1: "Berikutnya" with nothing chosen names what is missing and puts focus into that list.
    await page.getByRole("heading", { name: "Kelompok 1 dari 14" }).focus();
    await tabTo(page, "Berikutnya");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByText("Pilih satu pernyataan yang paling sesuai.").count()).toBe(1);
    expect(await activeValue(page)).toBe(DISC_GROUPS[0]!.statements[0]!.id);

    for (let g = 0; g < DISC_GROUPS.length; g++) {
      const group = DISC_GROUPS[g]!;
      const [most, least] = planned(g);
      if (g > 0) {
        // Focus went to the new group's heading; Tab enters the "paling sesuai" list.
        await expect.poll(() => activeText(page)).toBe(`Kelompok ${g + 1} dari 14`);
        await page.keyboard.press("Tab");
      }
      await chooseByKeyboard(page, idOf(group, most));
      await page.keyboard.press("Tab");
      await chooseByKeyboard(page, idOf(group, least));
      await tabTo(page, g + 1 === DISC_GROUPS.length ? "Lihat hasil" : "Berikutnya");
      await page.keyboard.press("Enter");

      if (g === 2) {
        // A reload keeps every answer and the place in the test.
        await expect.poll(() => activeText(page)).toBe("Kelompok 4 dari 14");
        expect(await page.locator("[data-disc-progress]").textContent()).toBe("3 dari 14 kelompok sudah dijawab");
        await page.reload();
        await waitForHydration(page);
        await expect.poll(() => page.getByRole("heading", { name: "Kelompok 4 dari 14" }).count()).toBe(1);
        expect(await page.locator("[data-disc-progress]").textContent()).toBe("3 dari 14 kelompok sudah dijawab");
        await page.getByRole("heading", { name: "Kelompok 4 dari 14" }).focus();
        await tabTo(page, "Sebelumnya");
        await page.keyboard.press("Enter");
        await expect.poll(() => activeText(page)).toBe("Kelompok 3 dari 14");
        expect(await page.getByRole("radio", { checked: true }).evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value))).toEqual([
          idOf(group, most),
          idOf(group, least),
        ]);
        await tabTo(page, "Berikutnya");
        await page.keyboard.press("Enter");
      }
    }

    await expect.poll(() => activeText(page)).toBe("Profil DISC Anda");
    expect(await page.locator("[data-disc-dominant]").textContent()).toBe("Cermat (C)");
    const bars = await page
      .locator("[data-disc-style]")
      .evaluateAll((rows) => rows.map((row) => `${row.getAttribute("data-disc-style")}=${row.querySelector(".disc-chart__value")?.textContent}`));
    expect(bars).toEqual(["d=9 dari 28", "i=13 dari 28", "s=15 dari 28", "c=19 dari 28"]);
    expect(await axeViolations(page)).toEqual([]);

    // The first save fails at the platform: the profile stays, one sentence offers a retry.
    let failNext = true;
    await page.route("**/_platform/tables/rest/v1/user_disc**", async (route) => {
      if (!failNext) return route.continue();
      failNext = false;
      return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Gangguan sementara" }) });
    });
    const email = `sari.${Date.now()}@contoh.id`;
    await page.getByLabel("Nama").fill("Sari Wulandari");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Email").press("Enter");
    const failure = page.locator("[data-disc-save-error]");
    await expect
      .poll(() => failure.textContent())
      .toContain("Hasil tes belum tersimpan karena layanan sedang bermasalah; jawaban Anda tetap aman, silakan coba lagi.");
    expect(await page.locator("[data-disc-dominant]").textContent()).toBe("Cermat (C)");
    await failure.getByRole("button", { name: "Coba lagi" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.locator("[data-disc-saved]").textContent())
      .toBe("Hasil tes atas nama Sari Wulandari sudah tersimpan dengan profil Cermat (C).");

    const rows = withPlatformDb(dataDir, (db) => db.prepare("SELECT tenant_id, name, email, d, i, s, c, dominant FROM user_disc WHERE email = ?").all(email));
    expect(rows).toEqual([{ tenant_id: "jongkreatif", name: "Sari Wulandari", email, d: 9, i: 13, s: 15, c: 19, dominant: "C" }]);

    // The stored state is still there after a reload.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator("[data-disc-saved]").count()).toBe(1);
    // The refused request is the only console error (Chromium logs every failed resource).
    expect(watch.errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    await page.close();
  });

  for (const [viewport, size] of VIEWPORTS) {
    it(`looks right at ${viewport}: question and result, no sideways scroll`, async () => {
      const page = await browser.newPage({ viewport: size });
      const watch = watchPage(page);
      await page.goto(PAGE);
      await waitForHydration(page);
      // Two groups answered, so the progress bar shows something.
      for (const g of [0, 1]) {
        const group = DISC_GROUPS[g]!;
        await page.locator(`[data-disc-pick="most"] input[value="${idOf(group, "d")}"]`).check();
        await page.locator(`[data-disc-pick="least"] input[value="${idOf(group, "s")}"]`).check();
        await page.getByRole("button", { name: "Berikutnya" }).click();
      }
      await page.locator(`[data-disc-pick="most"] input[value="${idOf(DISC_GROUPS[2]!, "i")}"]`).check();
      // A full-page shot draws the sticky header where the page is scrolled to: at the top, it sits on top.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await settleAndScreenshot(page, `jongkreatif-disc-question-${viewport}`)).toBeLessThanOrEqual(0);

      for (let g = 2; g < DISC_GROUPS.length; g++) {
        const group = DISC_GROUPS[g]!;
        const [most, least] = planned(g);
        await page.locator(`[data-disc-pick="most"] input[value="${idOf(group, most)}"]`).check();
        await page.locator(`[data-disc-pick="least"] input[value="${idOf(group, least)}"]`).check();
        await page.getByRole("button", { name: g + 1 === DISC_GROUPS.length ? "Lihat hasil" : "Berikutnya" }).click();
      }
      await expect.poll(() => page.locator("[data-disc-result]").count()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await settleAndScreenshot(page, `jongkreatif-disc-result-${viewport}`)).toBeLessThanOrEqual(0);
      expect(watch.errors).toEqual([]);
      await page.close();
    });
  }
});
