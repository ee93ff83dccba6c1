import type { HTMLAttributes } from "react";

/** A Mantine `renderRoot` that draws a component that is a `<span>` (VisuallyHidden) as a `<div>`, to hold block content. */
export function renderDiv(props: Record<string, unknown>) {
  return <div {...(props as HTMLAttributes<HTMLDivElement>)} />;
}
