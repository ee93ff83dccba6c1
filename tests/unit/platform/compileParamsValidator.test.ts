import { describe, expect, it } from "vitest";
import { findCatalogueEntry, embeddedUrl } from "../../../site/platform/catalogue/catalogue.js";
import { compileParamsValidator } from "../../../site/platform/validation/compileParamsValidator.js";

const classActive = findCatalogueEntry("class.active");
const validate = compileParamsValidator(classActive.params, "query");

describe("compileParamsValidator", () => {
  it("serves entries on their host's embedded path", () => {
    expect(embeddedUrl(classActive)).toBe("/_platform/api/v1/class/active");
    expect(embeddedUrl(findCatalogueEntry("statistics.counter"))).toBe("/_platform/services/v1/statistics/counter");
  });

  it("types query strings by the catalogue's param types", () => {
    expect(validate({ "page": "2", "pageSize": "12", "programIds": "1,3", "filter.type": "online", "extra": "x" })).toEqual({
      ok: true,
      values: { "page": 2, "pageSize": 12, "programIds": [1, 3], "filter.type": "online" },
    });
    expect(validate({ programIds: ["1", "3,4"] })).toMatchObject({ ok: true, values: { programIds: [1, 3, 4] } });
    const counter = compileParamsValidator(findCatalogueEntry("statistics.counter").params, "query");
    expect(counter({ alumni: "1", cities: "false", students: "true", mentors: "0" })).toEqual({
      ok: true,
      values: { alumni: true, cities: false, students: true, mentors: false },
    });
  });

  it("reports the first failing field with what was expected", () => {
    const result = validate({ pageSize: "500" });
    expect(result).toMatchObject({ ok: false, field: "pageSize" });
    if (!result.ok) expect(result.message).toBe("Parameter 'pageSize' bernilai 500, terlalu besar; seharusnya bilangan bulat antara 1 dan 100.");
    expect(validate({ level: "expert" })).toMatchObject({ ok: false, field: "level" });
    expect(validate({ page: "1.5" })).toMatchObject({ ok: false, field: "page" });
    expect(validate({ page: "99999999999999999999" })).toMatchObject({ ok: false, field: "page" });
    expect(validate({ search: "x".repeat(101) })).toMatchObject({ ok: false, field: "search" });
  });

  it("names the body field and its rule", () => {
    const body = compileParamsValidator(findCatalogueEntry("post.appointment.create").params, "body");
    const missing = body({});
    expect(missing).toMatchObject({ ok: false, field: "name" });
    if (!missing.ok) expect(missing.message).toMatch(/^Kolom 'name' wajib diisi/);
    expect(body([1, 2])).toMatchObject({ ok: false, field: "body" });
  });

  it("refuses control characters, invalid UTF-8 and whole numbers past exactness, naming the field", () => {
    const record = compileParamsValidator(findCatalogueEntry("statistics.record").params, "body");
    const base = { event: "page_view", path: "/Class" };
    expect(record({ ...base, refId: 1e20 })).toMatchObject({ ok: false, field: "refId" });
    expect(record({ ...base, refId: 42 })).toMatchObject({ ok: true });
    const search = (text: string) => validate({ search: text });
    expect(search("kelas\u0000malam")).toMatchObject({ ok: false, field: "search" });
    expect(search("kelas \ufffd malam")).toMatchObject({ ok: false, field: "search" });
    expect(search("kelas malam\tdaring")).toMatchObject({ ok: true });
  });
});
