import { cutText } from "./cutText.js";

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

/** What search results and share previews show of a title before cutting it themselves: they cut titles past 70 characters. */
export const TITLE_MAX = 70;

/**
 * The title comes from the route key in the brand's language, site name appended except on home. A
 * long record title is cut at a word boundary so that the whole stays within TITLE_MAX and the site
 * name is kept.
 */
export function buildTitle({ routeName, titles, siteName, recordTitle }: TitleInput): string {
  if (routeName === HOME_ROUTE) return cutText(siteName || titles[HOME_ROUTE] || "", TITLE_MAX);
  const own = recordTitle?.trim() || titles[routeName] || "";
  if (!own) return cutText(siteName, TITLE_MAX);
  if (!siteName) return cutText(own, TITLE_MAX);
  const suffix = ` | ${siteName}`;
  const room = TITLE_MAX - [...suffix].length;
  // A site name too long to leave a title room is cut with it, as one text.
  return room >= 20 ? `${cutText(own, room)}${suffix}` : cutText(`${own}${suffix}`, TITLE_MAX);
}
