/** The route name of the home page; its title is the site name alone. */
export const HOME_ROUTE = "index";

export interface TitleInput {
  routeName: string;
  /** Title texts of the brand's language, by route key. */
  titles: Readonly<Record<string, string>>;
  siteName: string;
  /** A preloaded record's own title (news, program, class …) wins over the route's title text. */
  recordTitle?: string;
}

/** Spec §2: title from the route key in the brand's language, site name appended except on home. */
export function buildTitle({ routeName, titles, siteName, recordTitle }: TitleInput): string {
  if (routeName === HOME_ROUTE) return siteName || titles[HOME_ROUTE] || "";
  const own = recordTitle?.trim() || titles[routeName] || "";
  if (!own) return siteName;
  return siteName ? `${own} | ${siteName}` : own;
}
