import { describe, expect, it } from "vitest";
import { buildTitle } from "../../engine/head/buildTitle.js";
import { loadLayoutFiles } from "../../engine/layout/createLayoutStore.js";
import { tenantFiles, validateLayout } from "../support/layoutFixtures.js";

/** The route keys the title table names. */
const TITLE_KEYS = [
  "index",
  "Courses",
  "Courses-slug",
  "Training-Services",
  "Training-Services-Syllabus",
  "Talent-Hiring",
  "Lms",
  "Lms-Features-slug",
  "News",
  "News-id-title",
  "Make-Appointment",
  "Class",
  "Class-Competence-slug",
  "Class-code",
  "About",
  "Campus",
  "Government",
  "Corporates",
  "Blog",
  "Blog-id-title",
  "Portfolio-type-title",
  "Program",
  "Program-slug",
  "Program-id-slug",
  "Berita",
  "Gallery",
  "Metamorfosa",
];

const { layouts } = loadLayoutFiles(tenantFiles(), validateLayout);

describe("title table per brand and language", () => {
  it("gives every layout a title for every key of the spec", () => {
    for (const [id, layout] of layouts) {
      for (const key of TITLE_KEYS) expect(layout.titles[key], `${id}: ${key}`).toBeTruthy();
    }
  });

  it("is English for the main brand and Indonesian for the others", () => {
    expect(layouts.get("main")!.language).toBe("en");
    for (const id of ["pesilat", "foundation", "ligasmk", "jongkreatif", "demo"]) expect(layouts.get(id)!.language).toBe("id");
    const indonesian = layouts.get("demo")!.titles;
    expect([
      indonesian.Class,
      indonesian.About,
      indonesian.Campus,
      indonesian.Government,
      indonesian.Corporates,
      indonesian.Berita,
      indonesian.Gallery,
      indonesian["Make-Appointment"],
    ]).toEqual(["Kelas", "Tentang", "Untuk Kampus", "Untuk Pemerintahan", "Untuk Perusahaan", "Berita", "Galeri", "Buat Perjanjian"]);
    const english = layouts.get("main")!.titles;
    expect([english.Class, english.About, english.Gallery, english["Make-Appointment"]]).toEqual(["Class", "About", "Gallery", "Make an Appointment"]);
  });

  it("appends the site name except on home", () => {
    const main = layouts.get("main")!;
    expect(buildTitle({ routeName: "Class", titles: main.titles, siteName: "Arunika Academy" })).toBe("Class | Arunika Academy");
    expect(buildTitle({ routeName: "index", titles: main.titles, siteName: "Arunika Academy" })).toBe("Arunika Academy");
    const pesilat = layouts.get("pesilat")!;
    expect(buildTitle({ routeName: "Gallery", titles: pesilat.titles, siteName: "Pesilat Digital" })).toBe("Galeri | Pesilat Digital");
  });
});
