import { serializeState } from "../shared/serializeState.js";
import { PAGE_STATE_ID } from "../shared/PageState.js";

export interface DocumentParts {
  /** Title, meta and share tags. */
  head: string;
  body: string;
  /** The page's stylesheet(s): one in the normal case. */
  stylesheets: readonly string[];
  /** `<link rel="preload">` tags for what the first paint needs (fonts, the LCP image). */
  preloads?: string;
  /** The entry module and every chunk the page runs, announced together so they load in parallel. */
  scripts?: { entry: string; modulepreload: readonly string[] };
  /** Omitted for pages that do not hydrate (maintenance, error-page failure). */
  state?: unknown;
}

/** The HTML document around a server-rendered page. */
export function htmlDocument({ head, body, stylesheets, preloads, scripts, state }: DocumentParts): string {
  const styles = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n");
  const script = scripts
    ? [...scripts.modulepreload.map((href) => `<link rel="modulepreload" href="${href}">`), `<script type="module" src="${scripts.entry}"></script>`].join("\n")
    : "";
  const stateTag = state === undefined ? "" : `<script id="${PAGE_STATE_ID}" type="application/json">${serializeState(state)}</script>`;
  return `<!doctype html>
<html lang="id" data-mantine-color-scheme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
${preloads ?? ""}
${styles}
${script}
</head>
<body>
<div id="root">${body}</div>
${stateTag}
</body>
</html>`;
}
