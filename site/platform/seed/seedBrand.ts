import { createPrng } from "../lib/createPrng.js";
import { mediaKey } from "../media/mediaUrl.js";
import { BERITA_ID_OFFSET, beritaPosts } from "./beritaPosts.js";
import type { BrandIds } from "./BrandIds.js";
import type { BrandSeed, PostSeed } from "./BrandSeed.js";
import { cities } from "./cities.js";
import { classRow } from "./classRow.js";
import { generateStudents } from "./generateStudents.js";
import { idsBySlug, lookupId } from "./idsBySlug.js";
import type { CatalogueSeedStatements } from "./prepareCatalogueSeed.js";
import type { SiteSeedStatements } from "./prepareSiteSeed.js";
import { renderPostContent } from "./renderPostContent.js";
import { seedCatalogueContent } from "./seedCatalogueContent.js";
import { seedCourses, type CourseSeedStatements } from "./seedCourses.js";
import { shareToken } from "./shareToken.js";

/** The statements a brand's seed writes through: its own records, its catalogue and its courses. */
export interface BrandStatements {
  readonly site: SiteSeedStatements;
  readonly catalogue: CatalogueSeedStatements;
  readonly courses: CourseSeedStatements;
}

type RecordIds = Omit<BrandIds, "enrollments">;

/** How programs, mentors and schools rows start: the id the brand's content gives the slug, the tenant, slug and name. */
function namedRow(ids: ReadonlyMap<string, number>, item: { slug: string; name: string }, what: string, tenantId: string) {
  return { id: lookupId(ids, item.slug, what, tenantId), tenant_id: tenantId, slug: item.slug, name: item.name };
}

async function seedProgramsAndMentors(s: SiteSeedStatements, brand: BrandSeed, ids: RecordIds): Promise<void> {
  const tenantId = brand.tenant.id;
  for (const program of brand.programs) {
    await s.program.run({ ...namedRow(ids.programs, program, "program", tenantId), summary: program.summary, logo: mediaKey("cover", program.slug) });
  }
  for (const mentor of brand.mentors) {
    await s.mentor.run({ ...namedRow(ids.mentors, mentor, "mentor", tenantId), expertise: mentor.expertise, avatar: mediaKey("avatar", mentor.slug) });
  }
}

/** The brand's classes and their syllabus topics (hours drawn per class), then its courses listed after them. */
async function seedClasses(statements: BrandStatements, brand: BrandSeed, ids: RecordIds): Promise<void> {
  const s = statements.site;
  const tenantId = brand.tenant.id;
  const programId = (slug: string) => lookupId(ids.programs, slug, "program", tenantId);
  const mentorId = (slug: string) => lookupId(ids.mentors, slug, "mentor", tenantId);
  for (const [position, klass] of brand.classes.entries()) {
    const id = lookupId(ids.classes, klass.slug, "class", tenantId);
    await s.klass.run(classRow(klass, { id, tenantId, position: position + 1, programId, mentorId }));
    const hours = createPrng(`syllabus:${klass.slug}`);
    for (const [index, title] of klass.syllabus.entries()) await s.syllabus.run({ class_id: id, position: index + 1, title, hours: hours.int(2, 8) });
    await s.trimSyllabus.run(id, klass.syllabus.length + 1);
  }
  await seedCourses(statements.courses, brand.courses, { tenantId, idBase: brand.idBase, firstPosition: brand.classes.length + 1, programId, mentorId });
}

/** The brand's schools, then its generated students and their enrollments (which the catalogue's scores read). */
async function seedSchoolsAndStudents(s: SiteSeedStatements, brand: BrandSeed, ids: RecordIds): Promise<BrandIds["enrollments"]> {
  const tenantId = brand.tenant.id;
  for (const school of brand.schools) await s.school.run({ ...namedRow(ids.schools, school, "school", tenantId), city_id: cities[school.city].id });
  const { students, enrollments } = generateStudents(
    tenantId,
    brand.idBase + 1,
    brand.studentCount,
    [...ids.schools.values()],
    brand.classes.map((klass) => ({ id: lookupId(ids.classes, klass.slug, "class", tenantId), state: klass.state, start: klass.start })),
    brand.shared.names,
  );
  for (const student of students) await s.student.run({ id: student.id, tenant_id: tenantId, name: student.name, school_id: student.schoolId });
  for (const enrollment of enrollments) {
    await s.enrollment.run({ student_id: enrollment.studentId, class_id: enrollment.classId, enrolled_at: enrollment.enrolledAt });
  }
  return enrollments;
}

/** The brand's posts and its generated news (berita), numbered apart. */
async function seedPosts(s: SiteSeedStatements, brand: BrandSeed): Promise<{ post: PostSeed; id: number }[]> {
  const { idBase } = brand;
  const posts = [
    ...brand.posts.map((post, index) => ({ post, id: idBase + index + 1 })),
    ...beritaPosts(brand).map((post, index) => ({ post, id: idBase + BERITA_ID_OFFSET + index + 1 })),
  ];
  for (const { post, id } of posts) {
    await s.post.run({
      id,
      tenant_id: brand.tenant.id,
      slug: post.slug,
      title: post.title,
      kind: post.kind,
      type: post.type,
      summary: post.summary,
      content: renderPostContent(post, brand.postClosing),
      cover: mediaKey("cover", post.slug),
      author: post.author,
      published_at: post.publishedAt,
      active: post.active === false ? 0 : 1,
    });
  }
  return posts;
}

/** A share link (GET {token}) for every post and class of the brand. */
async function seedShareLinks(
  s: SiteSeedStatements,
  brand: BrandSeed,
  posts: readonly { post: PostSeed; id: number }[],
  classIds: ReadonlyMap<string, number>,
): Promise<void> {
  const tenantId = brand.tenant.id;
  for (const { post, id } of posts) await s.shareLink.run({ token: shareToken("post", post.slug), tenant_id: tenantId, kind: "post", record_id: id });
  for (const klass of brand.classes) {
    await s.shareLink.run({
      token: shareToken("class", klass.slug),
      tenant_id: tenantId,
      kind: "class",
      record_id: lookupId(classIds, klass.slug, "class", tenantId),
    });
  }
}

/** Writes one brand's content: its own records first, then the catalogue derived from them, its posts and share links. */
export async function seedBrand(statements: BrandStatements, brand: BrandSeed): Promise<void> {
  const { idBase } = brand;
  const ids: RecordIds = {
    programs: idsBySlug(idBase, brand.programs),
    mentors: idsBySlug(idBase, brand.mentors),
    classes: idsBySlug(idBase, brand.classes),
    schools: idsBySlug(idBase, brand.schools),
  };
  await seedProgramsAndMentors(statements.site, brand, ids);
  await seedClasses(statements, brand, ids);
  const enrollments = await seedSchoolsAndStudents(statements.site, brand, ids);
  await seedCatalogueContent(statements.catalogue, brand, { ...ids, enrollments });
  const posts = await seedPosts(statements.site, brand);
  await seedShareLinks(statements.site, brand, posts, ids.classes);
}
