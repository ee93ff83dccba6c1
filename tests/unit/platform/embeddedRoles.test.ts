import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

// Issue 10: the whole platform, writes included, was mounted whenever any role was embedded. A role
// that has a real backend (its base URL set) now has no local copy: its paths answer 404.
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ roles: ["main", "authorizer", "account"] });
});
afterAll(() => platform.stop());

describe("a platform standing in for some roles only", () => {
  it("serves its own roles' paths", async () => {
    expect((await platform.get("/_platform/api/v1/class/active", { lmsid: "arunika" })).statusCode).toBe(200);
  });

  it("answers 404 on the others', reads and writes alike, in the platform's envelope", async () => {
    const read = await platform.get("/_platform/services/statistics", { lmsid: "arunika" });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ status: false, message: "Endpoint GET /_platform/services/statistics tidak tersedia di platform" });
    const write = await platform.inject({
      method: "POST",
      url: "/_platform/tables/rest/v1/donations",
      headers: { "content-type": "application/json", "lmsid": "arunika" },
      payload: JSON.stringify({ name: "Donatur", email: "d@contoh.id", amount: 10000 }),
    });
    expect(write.statusCode).toBe(404);
    expect(
      (await platform.inject({ method: "POST", url: "/_platform/mailer/v1/notify", headers: { "content-type": "application/json" }, payload: "{}" }))
        .statusCode,
    ).toBe(404);
  });
});
