// `node --import ./site/scripts/ignoreCss.mjs …`: registers cssLoaderHooks.mjs.
import { register } from "node:module";

register("./cssLoaderHooks.mjs", import.meta.url);
