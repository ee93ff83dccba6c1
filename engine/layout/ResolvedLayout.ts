import type { LayoutRoute, LayoutShell, TitleLanguage } from "./types.js";

/** A servable layout: its `extends` chain merged, titles of its own language picked. */
export interface ResolvedLayout {
  id: string;
  /** Changes whenever the merged content changes; keys caches of built routes and pages. */
  version: string;
  language: TitleLanguage;
  titles: Readonly<Record<string, string>>;
  shell: LayoutShell;
  routes: readonly LayoutRoute[];
}
