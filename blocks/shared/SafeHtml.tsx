import { TypographyStylesProvider } from "@mantine/core";
import { useMemo } from "react";
import { sanitizeHtml } from "../../engine/html/sanitizeHtml.js";

/** HTML from the API, sanitized with DOMPurify on the server and in the browser alike. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <TypographyStylesProvider className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
