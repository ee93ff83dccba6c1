import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";
import { futureWeekday } from "../../support/futureWeekday.js";

// inject() skips the HTTP layer; one pass over a real socket checks headers and bodies as a client sees them.
let platform: RunningPlatform;
let base: string;
beforeAll(async () => {
  platform = await startPlatform();
  base = platform.origin;
});
afterAll(() => platform.stop());

describe("over a real socket", () => {
  it("serves settings by Origin and data by lmsId", async () => {
    const settings = await fetch(`${base}/_platform/api/v0/cms/app/settings`, { headers: { Origin: "http://jongkreatif.localhost:3000" } });
    expect(settings.status).toBe(200);
    expect(settings.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await settings.json()).data.id).toBe("jongkreatif");

    const classes = await fetch(`${base}/_platform/api/v1/class/active?page=1&pageSize=2`, { headers: { lmsId: "jongkreatif" } });
    expect(classes.status).toBe(200);
    const body = await classes.json();
    expect(body.data).toMatchObject({ page: 1, perPage: 2 });
    expect(body.data.items).toHaveLength(2);
  });

  it("posts an appointment as JSON", async () => {
    const response = await fetch(`${base}/_platform/api/v1/post/appointment/create`, {
      method: "POST",
      headers: { "lmsId": "foundation", "content-type": "application/json" },
      body: JSON.stringify({ name: "Maria", email: "maria@contoh.id", phone: "081298765432", date: futureWeekday(), time: "13:00" }),
    });
    expect(response.status).toBe(201);
    expect((await response.json()).status).toBe(true);
  });
});
