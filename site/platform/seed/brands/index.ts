import type { BrandSeed } from "../BrandSeed.js";
import { arunika } from "./arunika.js";
import { demo } from "./demo.js";
import { foundation } from "./foundation.js";
import { jongkreatif } from "./jongkreatif.js";
import { ligasmk } from "./ligasmk.js";
import { maintenance } from "./maintenance.js";
import { pesilat } from "./pesilat.js";

/** Every seeded site; listed explicitly so adding a brand is one import and one entry. */
export const brands: readonly BrandSeed[] = [arunika, pesilat, foundation, ligasmk, jongkreatif, demo, maintenance];
