import { serializeState } from "../shared/serializeState.js";
import { PAGE_STATE_ID } from "../shared/PageState.js";

export interface ClientAssets {
  js: string;
  /** Static imports of the entry, announced up front. */
  preload?: string[];
  css: string[];
}

export interface DocumentParts {
  head: string;
  body: string;
  fontSheets: string[];
  assets: ClientAssets;
  /** Omitted for pages that do not hydrate (maintenance, error-page failure). */
  state?: unknown;
}

/** The HTML document around a server-rendered page. */
export function htmlDocument({ head, body, fontSheets, assets, state }: DocumentParts): string {
  const styles = [...fontSheets, ...assets.css].map((href) => `<link rel="stylesheet" href="${href}">`).join("\n");
  const script =
    state === undefined
      ? ""
      : [...(assets.preload ?? []).map((href) => `<link rel="modulepreload" href="${href}">`), `<script type="module" src="${assets.js}"></script>`].join("\n");
  const stateTag = state === undefined ? "" : `<script id="${PAGE_STATE_ID}" type="application/json">${serializeState(state)}</script>`;
  return `<!doctype html>
<html lang="id" data-mantine-color-scheme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
${styles}
${script}
</head>
<body>
<div id="root">${body}</div>
${stateTag}
</body>
</html>`;
}
