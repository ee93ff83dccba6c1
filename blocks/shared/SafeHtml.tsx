import { TypographyStylesProvider } from "@mantine/core";
import { useMemo } from "react";
import { rankHeadings } from "../../engine/html/rankHeadings.js";
import { sanitizeHtml } from "../../engine/html/sanitizeHtml.js";
import { useHeadingOrder } from "../../engine/render/headingLevel.js";

/**
 * HTML from the API, sanitized with DOMPurify on the server and in the browser alike. Its headings
 * rank from `headingDepth` under the block's own (1: the content sits under the block's title).
 */
export function SafeHtml({ html, className, headingDepth = 1 }: { html: string; className?: string; headingDepth?: number }) {
  const top = useHeadingOrder()(headingDepth);
  const clean = useMemo(() => rankHeadings(sanitizeHtml(html), top), [html, top]);
  return (
    <TypographyStylesProvider className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
