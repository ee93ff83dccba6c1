import { DOCUMENT_ITEM_SCOPE } from "../../engine/index.js";
import { serializeState } from "../shared/serializeState.js";
import { PAGE_STATE_ID } from "../shared/PageState.js";
import { PAGE_ASSETS_ID, type PageScripts } from "../shared/PageScripts.js";
import { splitHoistedStyles } from "./splitHoistedStyles.js";

export interface DocumentParts {
  /** Title, meta and share tags. */
  head: string;
  body: string;
  /** The page's stylesheet(s): one in the normal case. */
  stylesheets: readonly string[];
  /** `<link rel="preload">` tags for what the first paint needs (fonts, the LCP image). */
  preloads?: string;
  /** The boot script, and the modules it loads once the page has painted (omitted: no script). */
  scripts?: { boot: string; page: PageScripts };
  /** Omitted for pages that do not hydrate (maintenance, error-page failure). */
  state?: unknown;
}

/** The HTML document around a server-rendered page. */
export function htmlDocument({ head, body: rendered, stylesheets, preloads, scripts, state }: DocumentParts): string {
  const { styles: hoisted, body } = splitHoistedStyles(rendered);
  const styles = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n");
  const script = scripts
    ? `<script id="${PAGE_ASSETS_ID}" type="application/json">${serializeState(scripts.page)}</script>\n<script type="module" src="${scripts.boot}"></script>`
    : "";
  const stateTag = state === undefined ? "" : `<script id="${PAGE_STATE_ID}" type="application/json">${serializeState(state)}</script>`;
  return `<!doctype html>
<html lang="id" data-mantine-color-scheme="light" ${DOCUMENT_ITEM_SCOPE}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
${preloads ?? ""}
${styles}
${hoisted}
${script}
</head>
<body>
<div id="root">${body}</div>
${stateTag}
</body>
</html>`;
}
