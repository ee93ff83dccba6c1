import { describe, expect, it } from "vitest";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { schoolChoiceProblem } from "../../schemas/catalogue/schoolChoice.js";
import { choicesProblems } from "../../blocks/form/choicesProblems.js";
import { choicesOf, dependentFields, isShown, lookupBinding, OTHER_CHOICE } from "../../blocks/form/fieldChoices.js";
import type { FormField } from "../../blocks/shared/form/fieldRules.js";
import { formatBytes, uploadLimits } from "../../blocks/form/uploadLimits.js";

// Issue 11: the school registration's cascade (province, city, school or a new one) and its letter,
// built from parts any form can declare.
const province: FormField = {
  name: "provinceId",
  label: "Provinsi",
  kind: "select",
  sent: false,
  choicesFrom: { source: "region.provinces", value: "id", label: "name" },
};
const city: FormField = {
  name: "cityId",
  label: "Kota",
  kind: "select",
  choicesFrom: { source: "region.cities", params: { provinceId: { field: "provinceId" } }, value: "id", label: "name" },
};
const school: FormField = {
  name: "schoolId",
  label: "Sekolah",
  kind: "select",
  choicesFrom: { source: "school.list", params: { cityId: { field: "cityId" }, pageSize: 100 }, value: "id", label: "name", other: "Belum terdaftar" },
};
const schoolName: FormField = { name: "name", label: "Nama sekolah", kind: "text", required: true, onlyWithOther: "schoolId" };
const letter: FormField = { name: "letterFileId", label: "Surat tugas", kind: "file", required: true };
const fields = [province, city, school, schoolName, letter];

describe("a form's cascading selects", () => {
  it("ask for their options with the fields they depend on, and wait while one is empty", () => {
    expect(lookupBinding(city, { provinceId: "" })).toMatchObject({ values: {}, missing: ["provinceId"] });
    expect(lookupBinding(city, { provinceId: "32" })).toMatchObject({ values: { provinceId: 32 }, missing: [] });
    expect(lookupBinding(school, { cityId: "3278" })).toMatchObject({ values: { cityId: 3278, pageSize: 100 }, missing: [] });
    // 'Other' is no value to ask with.
    expect(lookupBinding(school, { cityId: OTHER_CHOICE })?.missing).toEqual(["cityId"]);
    expect(lookupBinding(schoolName, {})).toBeUndefined();
  });

  it("clear what depended on a changed field, all the way down", () => {
    expect(dependentFields(fields, "provinceId")).toEqual(["cityId", "schoolId"]);
    expect(dependentFields(fields, "cityId")).toEqual(["schoolId"]);
    expect(dependentFields(fields, "schoolId")).toEqual([]);
  });

  it("show a new school's fields only while the school select is on 'other'", () => {
    expect(isShown(schoolName, { schoolId: "" })).toBe(false);
    expect(isShown(schoolName, { schoolId: "10004" })).toBe(false);
    expect(isShown(schoolName, { schoolId: OTHER_CHOICE })).toBe(true);
    expect(isShown(city, {})).toBe(true);
  });

  it("list a list's or a page's items, with 'other' last", () => {
    expect(choicesOf(school, { items: [{ id: 7, name: "SMK Tujuh" }, { id: 8 }] })).toEqual([
      { value: "7", label: "SMK Tujuh" },
      { value: OTHER_CHOICE, label: "Belum terdaftar" },
    ]);
    expect(choicesOf(city, [{ id: 1, name: "Bandung" }])).toEqual([{ value: "1", label: "Bandung" }]);
    expect(choicesOf(city, undefined)).toEqual([]);
  });
});

describe("the layout check of selects, cascades and files", () => {
  const upload = { upload: { source: "drive.upload" } };
  it("passes the school registration as shipped", () => {
    expect(choicesProblems({ data: upload }, fields)).toEqual([]);
  });

  it("names a wrong source, parameter, reference, 'other' owner and a file with nowhere to go", () => {
    const problems = choicesProblems({}, [
      { name: "a", label: "A", kind: "select", choicesFrom: { source: "tidak.ada", value: "id", label: "name" } },
      { name: "b", label: "B", kind: "select", choicesFrom: { source: "school.register", value: "id", label: "name" } },
      {
        name: "c",
        label: "C",
        kind: "select",
        choicesFrom: { source: "region.cities", params: { provinsi: 1, provinceId: { field: "z" } }, value: "id", label: "name" },
      },
      { name: "d", label: "D", kind: "text", onlyWithOther: "c" },
      { name: "e", label: "E", kind: "file" },
    ]);
    expect(problems).toEqual([
      { pointer: "/props/fields/0/choicesFrom/source", message: "Source 'tidak.ada' is not in the catalogue" },
      {
        pointer: "/props/fields/1/choicesFrom/source",
        message: "Source 'school.register' is a POST with the 'generic' envelope; a select's options come from a GET answering a list (generic or paginated)",
      },
      { pointer: "/props/fields/2/choicesFrom/params/provinsi", message: "'provinsi' is not a parameter of 'region.cities'; expected one of 'provinceId'" },
      { pointer: "/props/fields/2/choicesFrom/params/provinceId/field", message: "Field 'z' is not a field shown before 'c'; expected one of 'a', 'b'" },
      { pointer: "/props/fields/3/onlyWithOther", message: "Field 'c' is not a select shown before 'd' with an 'other' option; expected one of none" },
      {
        pointer: "/props/fields/4/kind",
        message: "Field 'e' is a file, but the block has no 'upload' source; expected data.upload with source 'drive.upload'",
      },
    ]);
  });

  it("asks for a value of every required parameter of the options source", () => {
    expect(choicesProblems({}, [{ name: "c", label: "C", kind: "select", choicesFrom: { source: "region.cities", value: "id", label: "name" } }])).toEqual([
      {
        pointer: "/props/fields/0/choicesFrom/params",
        message: "Required parameter 'provinceId' of 'region.cities' has no value; expected a constant or { \"field\": … }",
      },
    ]);
  });
});

describe("a school registration names its school one way", () => {
  it("listed, or new with name and NPSN; never both, never neither", () => {
    expect(schoolChoiceProblem({ schoolId: 7 })).toBeNull();
    expect(schoolChoiceProblem({ name: "SMK Baru", npsn: "20212345" })).toBeNull();
    expect(schoolChoiceProblem({ schoolId: 7, npsn: "20212345" })?.field).toBe("schoolId");
    expect(schoolChoiceProblem({})?.field).toBe("schoolId");
    expect(schoolChoiceProblem({ name: "SMK Baru" })).toEqual({ field: "npsn", message: "NPSN wajib diisi untuk sekolah baru." });
    expect(schoolChoiceProblem({ npsn: "20212345" })).toEqual({ field: "name", message: "Nama sekolah wajib diisi untuk sekolah baru." });
  });
});

describe("upload limits", () => {
  it("come from the drive entry and read as a visitor's file picker shows sizes", () => {
    expect(uploadLimits(getCatalogueEntry("drive.upload")).maxBytes).toBe(2 * 1024 * 1024);
    expect([formatBytes(2 * 1024 * 1024), formatBytes(1_572_864), formatBytes(350_000), formatBytes(10)]).toEqual(["2 MB", "1,5 MB", "342 KB", "1 KB"]);
  });
});
