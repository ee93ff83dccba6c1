// Node module hooks for running the server from source (`npm run dev`): blocks import their
// stylesheets for the browser build, and on the server a stylesheet is an empty module; Mantine's
// InlineStyles is replaced as in the builds (hoistInlineStyles.mjs).
import { pathToFileURL } from "node:url";
import { HOISTED_INLINE_STYLES, isMantineInlineStyles } from "./hoistInlineStyles.mjs";

export async function resolve(specifier, context, nextResolve) {
  if (isMantineInlineStyles(specifier, context.parentURL)) return { url: pathToFileURL(HOISTED_INLINE_STYLES).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) return { format: "module", source: "export default undefined;", shortCircuit: true };
  return nextLoad(url, context);
}
