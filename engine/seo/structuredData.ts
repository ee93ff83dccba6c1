import type { JsonLd } from "../head/serializeJsonLd.js";
import { absoluteUrl, shareImage } from "../head/shareImage.js";
import { stripHtml } from "../html/stripHtml.js";
import type { Media } from "../media/createMedia.js";
import type { SiteSettings } from "../tenant/siteSettings.js";

const CONTEXT = "https://schema.org";

/** What every builder knows of the page besides its record. */
export interface StructuredDataPage {
  settings: SiteSettings;
  /** The deployment's media, for pictures and the logo. */
  media: Media;
  /** Absolute URL of the page. */
  url: string;
  /** Absolute URL of the site's home. */
  home: string;
}

type RecordFields = Readonly<Record<string, unknown>>;
type Builder = (record: RecordFields, page: StructuredDataPage) => JsonLd[];

function text(record: RecordFields, field: string): string | undefined {
  const value = record[field];
  if (typeof value !== "string") return undefined;
  const plain = stripHtml(value);
  return plain || undefined;
}

function date(record: RecordFields, field: string): string | undefined {
  const value = record[field];
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** A raster picture of the record for rich results (the provider's share size; covers are SVG). */
function image(record: RecordFields, field: string, page: StructuredDataPage): string | undefined {
  const value = record[field];
  return typeof value === "string" ? shareImage(page.media, value, page.url)?.url : undefined;
}

function provider(page: StructuredDataPage): JsonLd {
  return { "@type": "Organization", "name": page.settings.title, "sameAs": page.home };
}

/** Only a node that has every property its rich result requires is written (Google drops the rest anyway). */
function complete(node: JsonLd, required: readonly string[]): JsonLd[] {
  return required.every((key) => node[key] !== undefined && node[key] !== "") ? [node] : [];
}

/** Course (class, course and program details): name, description and provider are required. */
function course(nameField: string, descriptionField: string): Builder {
  return (record, page) =>
    complete(
      {
        "@context": CONTEXT,
        "@type": "Course",
        "name": text(record, nameField),
        "description": text(record, descriptionField),
        "provider": provider(page),
        "url": page.url,
        "image": image(record, "logo", page),
      },
      ["name", "description", "provider"],
    );
}

const ONLINE = /\b(daring|online|zoom|youtube|meet|virtual)\b/i;

/** Event (webinars and events): name, startDate and location are required; an online event's location is its page. */
const event: Builder = (record, page) => {
  const where = text(record, "location");
  const online = where === undefined || ONLINE.test(where);
  const node: JsonLd = {
    "@context": CONTEXT,
    "@type": "Event",
    "name": text(record, "title"),
    "description": text(record, "description"),
    "startDate": date(record, "startsAt"),
    "endDate": date(record, "endsAt"),
    "eventAttendanceMode": `${CONTEXT}/${online ? "Online" : "Offline"}EventAttendanceMode`,
    "eventStatus": `${CONTEXT}/EventScheduled`,
    "location": online ? { "@type": "VirtualLocation", "url": page.url } : { "@type": "Place", "name": where, "address": where },
    "organizer": provider(page),
    "performer": text(record, "speaker") ? { "@type": "Person", "name": text(record, "speaker") } : undefined,
    "url": page.url,
  };
  return complete(node, ["name", "startDate", "location"]);
};

/** NewsArticle (news, berita) or BlogPosting (blog): a headline (110 characters at most) and the recommended image, dates and author. */
const article: Builder = (record, page) => {
  const headline = text(record, "title");
  const node: JsonLd = {
    "@context": CONTEXT,
    "@type": record.kind === "blog" ? "BlogPosting" : "NewsArticle",
    "headline": headline && headline.length > 110 ? `${headline.slice(0, 109)}…` : headline,
    "image": image(record, "cover", page),
    "datePublished": date(record, "publishedAt"),
    "dateModified": date(record, "updatedAt") ?? date(record, "publishedAt"),
    "author": text(record, "author") ? { "@type": "Person", "name": text(record, "author") } : provider(page),
    "publisher": provider(page),
    "description": text(record, "summary"),
    "mainEntityOfPage": page.url,
  };
  return complete(node, ["headline"]);
};

/** Job-posting types schema.org knows, from the platform's employment types. */
const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  "contract": "CONTRACTOR",
  "kontrak": "CONTRACTOR",
  "internship": "INTERN",
  "magang": "INTERN",
  "temporary": "TEMPORARY",
  "freelance": "CONTRACTOR",
};

/** JobPosting, one per opening of a career event: title, description, datePosted, hiringOrganization and jobLocation are required. */
const jobPostings: Builder = (record, page) => {
  const jobs = Array.isArray(record.jobs) ? (record.jobs as RecordFields[]) : [];
  const datePosted = date(record, "publishedAt");
  const validThrough = date(record, "endsOn");
  return jobs.flatMap((job) => {
    const location = text(job, "location") ?? text(record, "location");
    const type = typeof job.employmentType === "string" ? EMPLOYMENT_TYPES[job.employmentType.toLowerCase()] : undefined;
    const min = typeof job.salaryMin === "number" && job.salaryMin > 0 ? job.salaryMin : undefined;
    const max = typeof job.salaryMax === "number" && job.salaryMax > 0 ? job.salaryMax : undefined;
    const node: JsonLd = {
      "@context": CONTEXT,
      "@type": "JobPosting",
      "title": text(job, "title"),
      "description": typeof job.description === "string" && job.description.trim() ? job.description : undefined,
      datePosted,
      validThrough,
      "employmentType": type,
      "hiringOrganization": text(job, "company") ? { "@type": "Organization", "name": text(job, "company") } : undefined,
      "jobLocation": location ? { "@type": "Place", "address": { "@type": "PostalAddress", "addressLocality": location, "addressCountry": "ID" } } : undefined,
      "baseSalary":
        min !== undefined
          ? {
              "@type": "MonetaryAmount",
              "currency": "IDR",
              "value": { "@type": "QuantitativeValue", "minValue": min, "maxValue": max ?? min, "unitText": "MONTH" },
            }
          : undefined,
      "url": page.url,
    };
    return complete(node, ["title", "description", "datePosted", "hiringOrganization", "jobLocation"]);
  });
};

/**
 * Structured data by the record kind a route's metadata source answers (schemas/records, the
 * catalogue entry's `record`): an explicit registry, so a new kind gets JSON-LD by a line here.
 */
export const STRUCTURED_DATA_BUILDERS: Readonly<Record<string, Builder>> = {
  classOverview: course("name", "description"),
  programDetail: course("name", "summary"),
  webinarDetail: event,
  postDetail: article,
  careerDetail: jobPostings,
};

/** Organization and WebSite of a site's home: Organization needs a logo (the dark one, else the icon), WebSite a name and URL. */
export function homeStructuredData(page: StructuredDataPage): JsonLd[] {
  const { settings } = page;
  const logo = absoluteUrl(page.media.url(settings.logoDark || settings.logoLight || settings.favicon), page.url);
  const organization = complete({ "@context": CONTEXT, "@type": "Organization", "name": settings.title, "url": page.home, logo }, ["name", "url", "logo"]);
  const website = complete(
    { "@context": CONTEXT, "@type": "WebSite", "name": settings.meta.site_name || settings.title, "url": page.home, "inLanguage": "id" },
    ["name", "url"],
  );
  return [...organization, ...website];
}

/** One step of a breadcrumb trail: a page's name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** BreadcrumbList of a detail page: every step needs a position, a name and (but the last) an item. */
export function breadcrumbList(trail: readonly Crumb[]): JsonLd[] {
  if (trail.length < 2 || trail.some((crumb) => !crumb.name)) return [];
  return [
    {
      "@context": CONTEXT,
      "@type": "BreadcrumbList",
      "itemListElement": trail.map((crumb, index) => ({ "@type": "ListItem", "position": index + 1, "name": crumb.name, "item": crumb.url })),
    },
  ];
}

/** The record's structured data, or none for a kind without a builder. */
export function recordStructuredData(kind: string | undefined, record: unknown, page: StructuredDataPage): JsonLd[] {
  const build = kind ? STRUCTURED_DATA_BUILDERS[kind] : undefined;
  return build && record && typeof record === "object" ? build(record as RecordFields, page).map(withoutEmpty) : [];
}

/** Drops undefined properties (JSON.stringify would too; tests read the object). */
function withoutEmpty(node: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined));
}
