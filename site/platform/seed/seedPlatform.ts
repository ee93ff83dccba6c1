import { BERITA_ID_OFFSET, beritaPosts } from "./beritaPosts.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { createPrng } from "../lib/createPrng.js";
import { mediaUrl } from "../media/mediaUrl.js";
import { formatProblem } from "../../../schemas/documents/LayoutProblem.js";
import type { BrandSeed, SeedClassState } from "./BrandSeed.js";
import { DEFAULT_SITES_DIR, loadSiteFiles, type SiteFile } from "./loadSiteFiles.js";
import { loadSeedContent, type SeedContent } from "./loadSeedContent.js";
import { prepareCatalogueSeed, seedCatalogueContent, seedExtensions, type CatalogueSeedStatements } from "./catalogueSeed.js";
import { cities } from "./cities.js";
import { generateStudents } from "./generateStudents.js";
import { renderPostContent } from "./renderPostContent.js";
import { prepareCourseSeed, seedCourses, type CourseSeedStatements } from "./seedCourses.js";
import { provinces, regionCities } from "./regions.js";
import { retireLegacyCities } from "./retireLegacyCities.js";
import { shareToken } from "./shareToken.js";
import { upsertSql } from "./upsertSql.js";

type Row = Record<string, string | number | null>;

function flags(state: SeedClassState): Row {
  return {
    coming_soon: state === "comingSoon" ? 1 : 0,
    on_registration: state === "onRegistration" ? 1 : 0,
    started: state === "started" ? 1 : 0,
    ended: state === "ended" ? 1 : 0,
  };
}

function idsBySlug(base: number, items: readonly { slug: string }[]): Map<string, number> {
  return new Map(items.map((item, index) => [item.slug, base + index + 1]));
}

function lookup(map: ReadonlyMap<string, number>, slug: string, what: string, brand: string): number {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`Seed of '${brand}' refers to unknown ${what} '${slug}'`);
  return id;
}

function prepare(db: PlatformDb) {
  const statement = (table: string, columns: readonly string[], conflict: readonly string[] = ["id"]) => db.prepare<[Row]>(upsertSql(table, columns, conflict));
  return {
    province: statement("provinces", ["id", "name"]),
    city: statement("cities", ["id", "name", "province", "province_id", "kind"]),
    tenant: statement("tenants", [
      "id",
      "title",
      "tagline",
      "layout",
      "is_maintenance",
      "ft_primary",
      "ft_secondary",
      "clr_primary",
      "clr_secondary",
      "clr_success",
      "clr_info",
      "clr_warning",
      "clr_danger",
      "clr_light",
      "clr_dark",
      "meta_description",
      "meta_keywords",
      "twitter_site",
    ]),
    host: statement("tenant_hosts", ["host", "tenant_id", "is_primary"], ["host"]),
    dropHosts: db.prepare<[string, string]>("DELETE FROM tenant_hosts WHERE tenant_id = ? AND host NOT IN (SELECT value FROM json_each(?))"),
    program: statement("programs", ["id", "tenant_id", "slug", "name", "summary", "logo"]),
    mentor: statement("mentors", ["id", "tenant_id", "slug", "name", "expertise", "avatar"]),
    klass: statement("classes", [
      "id",
      "tenant_id",
      "slug",
      "name",
      "description",
      "logo",
      "level",
      "type",
      "program_id",
      "mentor_id",
      "start_date",
      "end_date",
      "coming_soon",
      "on_registration",
      "started",
      "ended",
      "position",
    ]),
    syllabus: statement("class_syllabus", ["class_id", "position", "title", "hours"], ["class_id", "position"]),
    trimSyllabus: db.prepare<[number, number]>("DELETE FROM class_syllabus WHERE class_id = ? AND position >= ?"),
    school: statement("schools", ["id", "tenant_id", "slug", "name", "city_id"]),
    student: statement("students", ["id", "tenant_id", "name", "school_id"]),
    enrollment: statement("enrollments", ["student_id", "class_id", "enrolled_at"], ["student_id", "class_id"]),
    post: statement("posts", ["id", "tenant_id", "slug", "title", "kind", "type", "summary", "content", "cover", "author", "published_at", "active"]),
    shareLink: statement("share_links", ["token", "tenant_id", "kind", "record_id"], ["token"]),
  };
}

type Statements = ReturnType<typeof prepare>;

// The tables whose rows a brand numbers from its id base (the rest are numbered alike or hang off these).
const NUMBERED_TABLES = ["programs", "mentors", "classes", "schools", "students", "posts", "users"] as const;

/** Another site whose rows are stored in a brand's id range: upserts by id would take them over, so the brand is not seeded. */
function rangeOwner(db: PlatformDb, tenantId: string, idBase: number): string | undefined {
  const union = NUMBERED_TABLES.map((table) => `SELECT tenant_id FROM ${table} WHERE id BETWEEN @from AND @to AND tenant_id <> @tenant`).join(" UNION ");
  const owner = db.prepare<[{ from: number; to: number; tenant: string }], { tenant_id: string }>(`${union} LIMIT 1`);
  const row = owner.get({ from: idBase + 1, to: idBase + 9999, tenant: tenantId });
  return row?.tenant_id;
}

/** A tenant's settings record and hosts from its site file; its hosts are exactly the file's. */
function seedSite(s: Statements, site: SiteFile): void {
  s.tenant.run({
    id: site.id,
    title: site.title,
    tagline: site.tagline ?? "",
    layout: site.layout,
    is_maintenance: site.isMaintenance ? 1 : 0,
    ...site.css,
    meta_description: site.meta?.description ?? "",
    meta_keywords: site.meta?.keywords ?? "",
    twitter_site: site.meta?.twitter_site ?? "",
  });
  s.dropHosts.run(site.id, JSON.stringify(site.hosts));
  site.hosts.forEach((host, index) => s.host.run({ host, tenant_id: site.id, is_primary: index === 0 ? 1 : 0 }));
}

function seedBrand(s: Statements, more: CatalogueSeedStatements, courseStatements: CourseSeedStatements, brand: BrandSeed): void {
  const { tenant, idBase } = brand;
  const programIds = idsBySlug(idBase, brand.programs);
  brand.programs.forEach((program) =>
    s.program.run({
      id: lookup(programIds, program.slug, "program", tenant.id),
      tenant_id: tenant.id,
      slug: program.slug,
      name: program.name,
      summary: program.summary,
      logo: mediaUrl("cover", program.slug),
    }),
  );

  const mentorIds = idsBySlug(idBase, brand.mentors);
  brand.mentors.forEach((mentor) =>
    s.mentor.run({
      id: lookup(mentorIds, mentor.slug, "mentor", tenant.id),
      tenant_id: tenant.id,
      slug: mentor.slug,
      name: mentor.name,
      expertise: mentor.expertise,
      avatar: mediaUrl("avatar", mentor.slug),
    }),
  );

  const classIds = idsBySlug(idBase, brand.classes);
  brand.classes.forEach((klass, position) => {
    const id = lookup(classIds, klass.slug, "class", tenant.id);
    s.klass.run({
      id,
      tenant_id: tenant.id,
      slug: klass.slug,
      name: klass.name,
      description: klass.description,
      logo: mediaUrl("cover", klass.slug),
      level: klass.level,
      type: klass.type,
      program_id: lookup(programIds, klass.program, "program", tenant.id),
      mentor_id: lookup(mentorIds, klass.mentor, "mentor", tenant.id),
      start_date: klass.start,
      end_date: klass.end,
      ...flags(klass.state),
      position: position + 1,
    });
    const hours = createPrng(`syllabus:${klass.slug}`);
    klass.syllabus.forEach((title, index) => s.syllabus.run({ class_id: id, position: index + 1, title, hours: hours.int(2, 8) }));
    s.trimSyllabus.run(id, klass.syllabus.length + 1);
  });

  seedCourses(courseStatements, brand.courses, {
    tenantId: tenant.id,
    idBase,
    firstPosition: brand.classes.length + 1,
    programId: (slug) => lookup(programIds, slug, "program", tenant.id),
    mentorId: (slug) => lookup(mentorIds, slug, "mentor", tenant.id),
    flags,
  });

  const schoolIds = idsBySlug(idBase, brand.schools);
  brand.schools.forEach((school) =>
    s.school.run({
      id: lookup(schoolIds, school.slug, "school", tenant.id),
      tenant_id: tenant.id,
      slug: school.slug,
      name: school.name,
      city_id: cities[school.city].id,
    }),
  );

  const { students, enrollments } = generateStudents(
    tenant.id,
    idBase + 1,
    brand.studentCount,
    [...schoolIds.values()],
    brand.classes.map((klass) => ({ id: lookup(classIds, klass.slug, "class", tenant.id), state: klass.state, start: klass.start })),
    brand.shared.names,
  );
  students.forEach((student) => s.student.run({ id: student.id, tenant_id: tenant.id, name: student.name, school_id: student.schoolId }));
  enrollments.forEach((enrollment) => s.enrollment.run({ student_id: enrollment.studentId, class_id: enrollment.classId, enrolled_at: enrollment.enrolledAt }));

  seedCatalogueContent(more, brand, { programs: programIds, mentors: mentorIds, classes: classIds, schools: schoolIds, enrollments });

  const posts = [
    ...brand.posts.map((post, index) => ({ post, id: idBase + index + 1 })),
    ...beritaPosts(brand).map((post, index) => ({ post, id: idBase + BERITA_ID_OFFSET + index + 1 })),
  ];
  posts.forEach(({ post, id }) =>
    s.post.run({
      id,
      tenant_id: tenant.id,
      slug: post.slug,
      title: post.title,
      kind: post.kind,
      type: post.type,
      summary: post.summary,
      content: renderPostContent(post, brand.postClosing),
      cover: mediaUrl("cover", post.slug),
      author: post.author,
      published_at: post.publishedAt,
      active: post.active === false ? 0 : 1,
    }),
  );

  // A share link (GET {token}) for every post and class of the brand.
  posts.forEach(({ post, id }) => s.shareLink.run({ token: shareToken("post", post.slug), tenant_id: tenant.id, kind: "post", record_id: id }));
  brand.classes.forEach((klass) =>
    s.shareLink.run({
      token: shareToken("class", klass.slug),
      tenant_id: tenant.id,
      kind: "class",
      record_id: lookup(classIds, klass.slug, "class", tenant.id),
    }),
  );
}

/** The content files, or none when the folder cannot be listed (the sites still start, without content). */
function loadContent(dir: string | undefined, log: (message: string) => void): SeedContent {
  try {
    return loadSeedContent(dir);
  } catch (error) {
    log(`no brand content seeded: the content folder cannot be read (${(error as Error).message})`);
    return { brands: [], shared: undefined, problems: [] };
  }
}

export interface SeedOptions {
  /** The content files' folder (`tenants/content` of the working directory when neither this nor `content` is given). */
  readonly contentDir?: string;
  /** Content already loaded (loadSeedContent), instead of reading `contentDir`. */
  readonly content?: SeedContent;
  /** Where refused content files and brands that could not be written are told; stderr when not given. */
  readonly log?: (message: string) => void;
}

/**
 * Writes the seed data in one transaction. Every row has a stable key and is upserted, so running it on every
 * start is safe: the second run leaves exactly the rows the first one wrote (and keeps user submissions).
 * Content that cannot be written never stops the start: a content file that fails its checks is skipped with
 * its located problems, and a brand whose writing fails anyway (a slug some stored row already holds) is rolled
 * back alone; either way what was stored for that brand before stays as it was.
 */
export function seedPlatform(db: PlatformDb, sites: readonly SiteFile[] = loadSiteFiles(DEFAULT_SITES_DIR).sites, options: SeedOptions = {}): void {
  const log = options.log ?? ((message: string) => console.error(message));
  const content = options.content ?? loadContent(options.contentDir, log);
  for (const problem of content.problems) log(`invalid content file skipped: ${formatProblem(problem)}`);
  const { shared } = content;
  if (!shared && content.brands.length > 0) log("no brand content seeded: the shared content files (tenants/content/shared/) are missing or invalid");
  const statements = prepare(db);
  const more = prepareCatalogueSeed(db);
  const courses = prepareCourseSeed(db);
  db.transaction(() => {
    for (const province of provinces) statements.province.run({ ...province });
    retireLegacyCities(db);
    for (const city of regionCities)
      statements.city.run({ id: city.id, name: city.name, province: city.province, province_id: city.provinceId, kind: city.kind });
    seedExtensions(db);
    for (const site of sites) seedSite(statements, site);
    // Seeded content for the sites that have some; a site file alone is a site without content.
    for (const brand of content.brands) {
      const site = sites.find((candidate) => candidate.id === brand.id);
      if (!site || !shared) continue;
      const owner = rangeOwner(db, brand.id, brand.idBase);
      if (owner !== undefined) {
        const why = `ids from idBase ${brand.idBase} are stored for site '${owner}'; give it an unused idBase`;
        log(`content of site '${brand.id}' not seeded (${brand.file}): ${why}`);
        continue;
      }
      try {
        // A nested transaction is a savepoint: a brand that fails takes back only its own writes.
        db.transaction(() => seedBrand(statements, more, courses, { ...brand, tenant: site, shared }))();
      } catch (error) {
        log(`content of site '${brand.id}' not seeded (${brand.file}): ${(error as Error).message}; what was stored for it stays`);
      }
    }
  }).immediate();
}

/** Writes the settings and hosts of the site files again (a file added or changed while the platform runs). */
/**
 * Sites whose files were deleted stop showing on their hosts (which then fall back to the default
 * site); the tenant and everything stored for it stay, so a file put back restores the site as it was.
 */
export function dropSiteHosts(db: PlatformDb, ids: readonly string[]): void {
  const drop = db.prepare<[string]>("DELETE FROM tenant_hosts WHERE tenant_id = ?");
  db.transaction(() => {
    for (const id of ids) drop.run(id);
  }).immediate();
}

export function seedSites(db: PlatformDb, sites: readonly SiteFile[]): void {
  const statements = prepare(db);
  db.transaction(() => {
    for (const site of sites) seedSite(statements, site);
  }).immediate();
}
