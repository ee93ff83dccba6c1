import { renderToStaticMarkup } from "react-dom/server";
import { MESSAGES } from "../../engine/index.js";
import { ErrorPageFailureScreen } from "../../engine/react.js";

/** The whole document sent when the server's error page itself failed to render. */
export function errorPageFailure(details: string): string {
  const page = (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{MESSAGES.errorPageFailureTitle}</title>
      </head>
      <body>
        <ErrorPageFailureScreen details={details} />
      </body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
