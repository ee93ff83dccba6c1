import type { BrandContent } from "../BrandSeed.js";
import { arunika } from "./arunika.js";
import { demo } from "./demo.js";
import { foundation } from "./foundation.js";
import { jongkreatif } from "./jongkreatif.js";
import { ligasmk } from "./ligasmk.js";
import { maintenance } from "./maintenance.js";
import { pesilat } from "./pesilat.js";

/** The seeded content of the shipped sites, by tenant id; listed explicitly. A site file without one is a site without seeded content. */
export const brands: readonly BrandContent[] = [arunika, pesilat, foundation, ligasmk, jongkreatif, demo, maintenance];
