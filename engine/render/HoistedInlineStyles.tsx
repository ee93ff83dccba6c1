import { stylesToString, useMantineStyleNonce, type InlineStylesProps } from "@mantine/core";

/** The precedence group of the hoisted rules; the server's document places it after the page stylesheet. */
export const INLINE_STYLES_PRECEDENCE = "mantine-inline";

/** FNV-1a, base 36: a short key that changes when the rules change. */
function key(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * Stands in for Mantine's InlineStyles (the builds alias Mantine's module here, see
 * site/scripts/hoistInlineStyles.mjs). Mantine writes the rules of responsive style props, Grid
 * and SimpleGrid as a `<style>` beside the element, which is invalid inside `<body>`; as a React 19
 * hoistable style (href + precedence) the same rules go to `<head>` on the server and in the
 * browser, and hydration adopts the server's copy by its href. The href carries the rules' hash, so
 * changed rules are a new style rather than an ignored update of the old one.
 */
export function HoistedInlineStyles(props: InlineStylesProps) {
  const nonce = useMantineStyleNonce();
  const css = stylesToString(props);
  return (
    <style href={`m-${key(css)}`} precedence={INLINE_STYLES_PRECEDENCE} nonce={nonce?.()}>
      {css}
    </style>
  );
}

/** The name Mantine's modules import. */
export { HoistedInlineStyles as InlineStyles };
