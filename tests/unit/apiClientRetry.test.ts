import { describe, expect, it } from "vitest";
import { embeddedBaseUrls, getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";

// Which answers the site's API client sends again: a read once after a 429 or a 5xx gateway error, a
// keyed write after a gateway error but never after a 429 (the visitor reads that one at once), and a
// write without a key never.
function counting(status: number) {
  let calls = 0;
  const fetch = async () => {
    calls++;
    return new Response(JSON.stringify({ status: false, message: "Terlalu banyak kiriman. Coba lagi dalam 1 detik." }), {
      status,
      headers: { "content-type": "application/json", "retry-after": "0" },
    });
  };
  const api = createApiClient({
    baseUrls: embeddedBaseUrls("http://platform.test"),
    credentials: () => ({}),
    fetch: fetch as typeof globalThis.fetch,
    idempotentRoles: ["main"],
  });
  return { api, calls: () => calls };
}

const demo = getCatalogueEntry("cms.requestDemo");
const appointment = getCatalogueEntry("post.appointment.create");
const values = { name: "Rina", email: "rina@contoh.id", phone: "081234567890", date: "2030-01-07", time: "10:00" };

describe("API client retries", () => {
  it("sends a keyed write answered 429 once", async () => {
    const { api, calls } = counting(429);
    await expect(api.call(appointment, values, { idempotencyKey: "kunci-1" })).rejects.toMatchObject({ status: 429 });
    expect(calls()).toBe(1);
  });

  it("sends a keyed write again after a gateway error, twice at most", async () => {
    const { api, calls } = counting(503);
    await expect(api.call(appointment, values, { idempotencyKey: "kunci-2" })).rejects.toMatchObject({ status: 503 });
    expect(calls()).toBe(3);
  });

  it("never sends a write without a key twice", async () => {
    const { api, calls } = counting(503);
    await expect(api.call(appointment, values)).rejects.toMatchObject({ status: 503 });
    expect(calls()).toBe(1);
  });

  it("reads once more after a 429", async () => {
    const { api, calls } = counting(429);
    await expect(api.call(demo, { email: "a@contoh.id" })).rejects.toMatchObject({ status: 429 });
    expect(calls()).toBe(2);
  });
});
