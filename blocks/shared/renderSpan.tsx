import type { HTMLAttributes } from "react";

/**
 * A Mantine `renderRoot` that draws the component as a `<span>`: for the ones that are a `<div>`
 * and are not polymorphic (ThemeIcon) where only phrasing content may stand, such as List's icon slot.
 * Their CSS sets `display`, so they look the same.
 */
export function renderSpan(props: Record<string, unknown>) {
  return <span {...(props as HTMLAttributes<HTMLSpanElement>)} />;
}
