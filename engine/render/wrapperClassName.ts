/**
 * With the `segment` rule (demo, jongkreatif) the page wrapper class is the first path
 * segment plus a content-page marker when not home; other layouts use a content wrapper.
 */
export function wrapperClassName(rule: "segment" | "content" | undefined, pathname: string): string {
  if (rule !== "segment") return "content-wrapper";
  const first = pathname
    .split("/")
    .find(Boolean)
    ?.toLowerCase()
    .replace(/[^a-z0-9_-]/g, "");
  return first ? `${first} content-page` : "home";
}
