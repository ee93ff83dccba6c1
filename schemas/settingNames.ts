// A module of their own, apart from settings.ts: the browser reads the defaults there, never these lists.

/** A site's colour settings (`css.clr_*`), in the order the settings record lists them. */
export const COLOUR_SETTINGS = ["clr_primary", "clr_secondary", "clr_success", "clr_info", "clr_warning", "clr_danger", "clr_light", "clr_dark"] as const;
export type ColourSetting = (typeof COLOUR_SETTINGS)[number];
/** Every setting of the record's `css`: the two fonts, then the colours. */
export const CSS_SETTINGS = ["ft_primary", "ft_secondary", ...COLOUR_SETTINGS] as const;
export type CssSetting = (typeof CSS_SETTINGS)[number];
