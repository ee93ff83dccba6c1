/**
 * The properties Google's rich-result documentation requires per type (developers.google.com/search/docs/
 * appearance/structured-data: Course, Event, Article (recommended only; headline checked), JobPosting,
 * BreadcrumbList, Organization logo, site names), as dotted paths; `a|b` means either.
 */
export const REQUIRED_JSON_LD: Readonly<Record<string, readonly string[]>> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  Course: ["name", "description", "provider.name"],
  Event: ["name", "startDate", "location"],
  NewsArticle: ["headline"],
  BlogPosting: ["headline"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization.name", "jobLocation|applicantLocationRequirements"],
  BreadcrumbList: ["itemListElement"],
};

function at(node: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), node);
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/** What a JSON-LD node lacks of its type's required properties (an unknown type is a problem too). */
export function missingJsonLd(node: Readonly<Record<string, unknown>>): string[] {
  const type = String(node["@type"]);
  const required = REQUIRED_JSON_LD[type];
  if (!required) return [`unknown @type ${type}`];
  const missing = required.filter((path) => !path.split("|").some((alternative) => present(at(node, alternative))));
  if (node["@context"] !== "https://schema.org") missing.push("@context");
  if (type === "BreadcrumbList") {
    const items = (node.itemListElement as Record<string, unknown>[] | undefined) ?? [];
    items.forEach((item, index) => {
      if (item.position !== index + 1) missing.push(`itemListElement[${index}].position`);
      if (!present(item.name)) missing.push(`itemListElement[${index}].name`);
      if (index < items.length - 1 && !present(item.item)) missing.push(`itemListElement[${index}].item`);
    });
  }
  if (type === "Event") {
    const location = node.location as Record<string, unknown> | undefined;
    if (location && !present(location.address) && !present(location.url)) missing.push("location.address|location.url");
  }
  return missing;
}

/** The JSON-LD blocks of an HTML document, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
