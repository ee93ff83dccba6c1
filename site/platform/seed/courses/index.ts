import type { CourseSeed } from "../BrandSeed.js";
import { arunikaCourses } from "./arunikaCourses.js";
import { demoCourses } from "./demoCourses.js";
import { foundationCourses } from "./foundationCourses.js";
import { jongkreatifCourses } from "./jongkreatifCourses.js";
import { ligasmkCourses } from "./ligasmkCourses.js";
import { pesilatCourses } from "./pesilatCourses.js";

/** Courses per tenant id; a brand without an entry (maintenance) has none. */
export const coursesByTenant: Readonly<Record<string, readonly CourseSeed[]>> = {
  arunika: arunikaCourses,
  pesilat: pesilatCourses,
  foundation: foundationCourses,
  ligasmk: ligasmkCourses,
  jongkreatif: jongkreatifCourses,
  demo: demoCourses,
};
