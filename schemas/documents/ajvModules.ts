import type * as Ajv from "ajv";
import type * as AjvFormats from "ajv-formats";
import type * as AjvStandalone from "ajv/dist/standalone/index.js";
import { createRequire } from "node:module";

// Not `require`: the server bundle's banner declares that name at the top of the bundle.
const requireHere = createRequire(import.meta.url);

/**
 * AJV's modules, loaded when first asked for. The server runs the build's precompiled validators, which
 * need only AJV's small runtime helpers: loading AJV itself (some 60 ms of a start) is left to a source
 * run or a schema that has no precompiled validator, and generating standalone code to the build.
 */
export const ajvModules = {
  core: () => requireHere("ajv") as typeof Ajv,
  formats: () => requireHere("ajv-formats") as typeof AjvFormats,
  standalone: () => requireHere("ajv/dist/standalone/index.js") as typeof AjvStandalone,
};
