// Node module hooks for running the server from source (`npm run dev`): blocks import their
// stylesheets for the browser build, and on the server a stylesheet is an empty module.
export async function load(url, context, nextLoad) {
  if (url.endsWith(".css")) return { format: "module", source: "export default undefined;", shortCircuit: true };
  return nextLoad(url, context);
}
