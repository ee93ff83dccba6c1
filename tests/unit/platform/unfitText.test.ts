import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldError } from "../../../blocks/shared/form/fieldRules.js";
import { futureWeekday } from "../../support/futureWeekday.js";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

// Found by the hostile-writes property (seed 657433011): a lone surrogate escaped in JSON ("\ud800") was
// stored, and read back as U+FFFD. Both sides now refuse it, as they refuse control characters.
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

const headers = { "lmsid": "foundation", "content-type": "application/json" };

describe("a lone surrogate", () => {
  it("is refused by a remote table's insert and by a catalogue write, naming the field, and nothing is stored", async () => {
    const aspiration = await platform.inject({
      method: "POST",
      url: "/_platform/tables/rest/v1/aspirations",
      headers,
      payload: '{"name":"Maya Lestari","city":"\\ud800","aspiration":"Ingin lebih banyak kelas desain."}',
    });
    expect(aspiration.statusCode).toBe(400);
    expect(aspiration.body).toContain("city");
    const demo = await platform.inject({
      method: "POST",
      url: "/_platform/api/v1/post/appointment/create",
      headers,
      payload: `{"name":"Rina\\udc00","email":"rina@contoh.id","phone":"081234567890","date":"${futureWeekday()}","time":"10:00"}`,
    });
    expect(demo.statusCode).toBe(400);
    expect((demo.json() as { data: { field: string } }).data.field).toBe("name");
  });

  it("is refused by the form in the browser with the same rule, while a whole emoji is text", () => {
    const field = { name: "city", label: "Kota", kind: "text" } as const;
    expect(fieldError(field, undefined, "Bandung\ud800")).toBe("Kota berisi karakter yang tidak diizinkan");
    expect(fieldError(field, undefined, "Bandung 🌧️")).toBeNull();
  });
});
