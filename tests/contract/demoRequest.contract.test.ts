import { describe, expect, inject, it } from "vitest";
import { ERRORS, errorEnvelope } from "../../site/platform/errors/platformError.js";
import { rawGet } from "../support/rawGet.js";
import { queryPlatformDb } from "../support/withPlatformDb.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 39: GET request-demo stored a row for any request, so any page on the internet could make its visitors'
// browsers store demo requests with an <img>. Its catalogue entry now requires AppToken and lmsId, which no <img>,
// link or plain form can send; the site's own client sends both on every main-API call.
const port = builtServerPort();
const dataDir = inject("serverDataDir");
const HOST = "main.localhost";
const unique = Date.now() % 1_000_000;
const demoUrl = (email: string) => `/_platform/api/v0/cms/app/request-demo?email=${encodeURIComponent(email)}`;
const stored = (email: string) =>
  queryPlatformDb<{ tenant_id: string }>(dataDir, "SELECT tenant_id FROM demo_requests WHERE email = ?", email).map((row) => row.tenant_id);

/** The app token the site hands a browser (GET /_app/token, which also sets it as the `_gt` cookie). */
async function siteAppToken(): Promise<string> {
  const answer = await rawGet(port, HOST, "/_app/token");
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { data: { appToken: string } }).data.appToken;
}

describe("GET request-demo needs the headers its catalogue entry requires", () => {
  it.each([
    ["no header at all (an <img> without Origin)", "polos", {}],
    ["an <img> on another site", "asing", { origin: "https://penyerang.example", referer: "https://penyerang.example/halaman" }],
    ["an <img> on the site itself", "sendiri", { origin: `http://${HOST}:${port}`, referer: `http://${HOST}:${port}/Lms` }],
  ])("refuses %s with the catalogue's 401 and stores nothing", async (_name, slug, headers) => {
    const email = `img.${slug}.${unique}@penyerang.example`;
    const answer = await rawGet(port, HOST, demoUrl(email), headers);
    expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
      status: ERRORS.PLT_ERR_APP_TOKEN_MISSING.status,
      body: errorEnvelope("PLT_ERR_APP_TOKEN_MISSING"),
    });
    expect(stored(email)).toEqual([]);
  });

  it("refuses the site's app token in a cookie only (what an <img> carries): the platform reads it from the header", async () => {
    const email = `cookie.${unique}@penyerang.example`;
    const answer = await rawGet(port, HOST, demoUrl(email), { cookie: `_gt=${await siteAppToken()}`, origin: "https://penyerang.example" });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toEqual(errorEnvelope("PLT_ERR_APP_TOKEN_MISSING"));
    expect(stored(email)).toEqual([]);
  });

  it("refuses an AppToken without lmsId with the catalogue's 400: the Origin's site no longer stands in", async () => {
    const email = `tanpa.lmsid.${unique}@sekolah.sch.id`;
    const answer = await rawGet(port, HOST, demoUrl(email), { apptoken: await siteAppToken(), origin: `http://${HOST}:${port}` });
    expect({ status: answer.status, body: JSON.parse(answer.text) as unknown }).toEqual({
      status: ERRORS.PLT_ERR_LMS_ID_MISSING.status,
      body: errorEnvelope("PLT_ERR_LMS_ID_MISSING"),
    });
    expect(stored(email)).toEqual([]);
  });

  it("refuses an AppToken the platform did not issue, storing nothing", async () => {
    const email = `token.palsu.${unique}@sekolah.sch.id`;
    const answer = await rawGet(port, HOST, demoUrl(email), { apptoken: "bukan-token", lmsid: "arunika" });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toMatchObject({ status: false, data: { field: "AppToken" } });
    expect(stored(email)).toEqual([]);
  });

  it("stores the request of a call with the site's AppToken and lmsId, for the lmsId's site", async () => {
    const email = `dengan.header.${unique}@sekolah.sch.id`;
    const answer = await rawGet(port, HOST, demoUrl(email), { apptoken: await siteAppToken(), lmsid: "arunika", origin: `http://${HOST}:${port}` });
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ status: true, message: "Berhasil mengirim request", data: { id: expect.any(Number) } });
    expect(stored(email)).toEqual(["arunika"]);
  });
});
