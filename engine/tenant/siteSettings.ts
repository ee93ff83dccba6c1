import { DEFAULT_CSS, DEFAULT_LAYOUT, type RawSettings } from "../../schemas/settings.js";

export { DEFAULT_CSS, DEFAULT_LAYOUT, type RawSettings };
type Css = NonNullable<RawSettings["css"]>;

export interface SiteSettings {
  id: string;
  title: string;
  logoDark?: string;
  logoLight?: string;
  favicon?: string;
  layout: string;
  maintenance: boolean;
  css: Required<Css>;
  meta: NonNullable<RawSettings["meta"]>;
}

/** Maintenance is on when `isMaintenance` is true, absent or null. */
export function isMaintenanceOn(raw: RawSettings | null | undefined): boolean {
  return raw?.isMaintenance !== false;
}

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FONT = /^[A-Za-z0-9 ]{1,60}$/;

/** Keeps only well-formed values: they end up in CSS, so nothing else may pass. */
function usableCss(css: Css | undefined): Partial<Css> {
  return Object.fromEntries(
    Object.entries(css ?? {}).filter(([key, v]) => typeof v === "string" && (key.startsWith("clr_") ? COLOUR.test(v.trim()) : FONT.test(v.trim()))),
  ) as Partial<Css>;
}

/** Fills what the platform left out with the spec's defaults. */
export function applySettingsDefaults(raw: RawSettings | null | undefined): SiteSettings {
  return {
    id: raw?.id ?? "",
    title: raw?.title?.trim() || raw?.meta?.site_name || "",
    logoDark: raw?.logoDark || undefined,
    logoLight: raw?.logoLight || undefined,
    favicon: raw?.favicon || undefined,
    layout: raw?.layout?.trim() || DEFAULT_LAYOUT,
    maintenance: isMaintenanceOn(raw),
    css: { ...DEFAULT_CSS, ...usableCss(raw?.css) },
    meta: { ...raw?.meta },
  };
}
