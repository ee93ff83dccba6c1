import type { Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, waitForHydration, watchPage } from "../support/browser.js";
import { countPosts, expectFieldErrors, open } from "../support/formSteps.js";
import { mailTo, teamsNamed } from "../support/platformRows.js";
import {
  fillTeam,
  newTeam,
  retryAfterLostAnswer,
  retryAfterUnreachable,
  storedTeam,
  teamFields,
  teamForm,
  teamMail,
  teamValues,
} from "../support/registrationForms.js";

// Issue: the team registration (/Liga-Smk/Register, team.register). "One fills the form as a visitor would,
// submits, and finds the record through the platform's own API or database (and the outbox message where one
// is sent); another submits it empty and sees the field errors; another stops the platform mid-submit, shows
// that the typed values survive, and that the retry stores exactly one record."
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser?.close());

describe("team registration on /Liga-Smk/Register (#daftar-tim → team.register, confirmation → mailer.notify)", () => {
  it("filled as a visitor would, stores one team with the typed values and queues one confirmation", async () => {
    const team = await newTeam();
    const page = await browser.newPage();
    const watch = watchPage(page);
    await page.goto(teamForm.url);
    await waitForHydration(page);
    const form = page.locator(teamForm.formId);
    await fillTeam(page, form, team);
    await teamFields(form).submit.click();

    await expect.poll(() => form.locator("[data-form-success]").textContent()).toBe(teamForm.success);
    expect(await form.locator("[data-form-success]").getAttribute("role")).toBe("status");
    expect(teamsNamed(team.teamName)).toEqual([storedTeam(team)]);
    await expect.poll(() => mailTo(team.email)).toEqual([teamMail(team)]);
    // The form starts over for the next team: the school select shows no school, as its value is none.
    expect(await teamValues(form)).toEqual(["", "", "", "", "", ""]);
    expect(await form.locator('input[type="hidden"][name="schoolId"]').inputValue()).toBe("");
    expect(watch.errors).toEqual([]);
    await page.close();
  });

  it("sent empty, names each required field in Indonesian, marks it invalid, focuses the first and sends nothing", async () => {
    const page = await open(browser, teamForm.url);
    const posts = countPosts(page, "/_platform/api/v1/team/register");
    const form = page.locator(teamForm.formId);
    const f = teamFields(form);
    await f.submit.click();

    await expectFieldErrors(page, form, [
      [f.teamName, "Nama tim wajib diisi"],
      [f.leaderName, "Nama ketua tim wajib diisi"],
      [f.school, "Sekolah wajib diisi"],
      [f.email, "Email guru pendamping wajib diisi"],
      [f.phone, "Nomor telepon wajib diisi"],
    ]);
    // "Anggota tim" is optional.
    expect(await f.members.getAttribute("aria-invalid")).toBe("false");
    expect(await f.teamName.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await form.locator("[data-form-success], [data-form-error]").count()).toBe(0);
    expect(posts()).toBe(0);
    await page.close();
  });

  it("with the platform unreachable keeps every value and says so in one sentence; the retry stores exactly one team", async () => {
    await retryAfterUnreachable(browser, teamForm);
  });

  it("with the answer lost after the platform stored the team, the retry stores nothing more", async () => {
    await retryAfterLostAnswer(browser, teamForm);
  });
});
