// Client build: Mantine's `useId` gives the server's id (React's useId) to the first render, then, in an
// effect, a random one: every input, label and segmented control renders a second time after hydration
// and rewrites its `id`, `for` and `aria-*` attributes, each a style invalidation on a phone. Our pages
// are React 19 (its useId is the same on server and client, unique per island by identifierPrefix), so the
// browser takes React's id and keeps it.
import { dirname } from "node:path";

const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export function mantineReactIds() {
  return {
    name: "mantine-react-ids",
    setup(build) {
      build.onLoad({ filter: USE_ID }, (args) => ({
        contents: [
          'import { useReactId } from "./use-react-id.mjs";',
          "",
          "export function useId(staticId) {",
          "  const reactId = useReactId();",
          '  return typeof staticId === "string" ? staticId : reactId;',
          "}",
        ].join("\n"),
        loader: "js",
        resolveDir: dirname(args.path),
      }));
    },
  };
}
