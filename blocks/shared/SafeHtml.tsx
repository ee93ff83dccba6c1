import { TypographyStylesProvider } from "@mantine/core";
import { useMemo } from "react";
import { rankHeadings, windowSanitizer } from "../../engine/index.js";
import { useEngine, useHeadingOrder } from "../../engine/react.js";

/**
 * HTML from the API, sanitized with DOMPurify on the server and in the browser alike. Its headings
 * rank from `headingDepth` under the block's own (1: the content sits under the block's title).
 */
export function SafeHtml({ html, className, headingDepth = 1 }: { html: string; className?: string; headingDepth?: number }) {
  const top = useHeadingOrder()(headingDepth);
  const { sanitizer = windowSanitizer() } = useEngine();
  const clean = useMemo(() => rankHeadings(sanitizer.sanitize(html), top), [sanitizer, html, top]);
  return (
    <TypographyStylesProvider className={className}>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </TypographyStylesProvider>
  );
}
