import { CSS_SETTINGS } from "../../../schemas/settingNames.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { CLASS_COLUMNS } from "./classColumns.js";
import { upsertStatement } from "./upsertStatement.js";

/** The upserts of regions, sites and a brand's own records (programs, mentors, classes, schools, students, posts). */
export function prepareSiteSeed(db: PlatformDb) {
  const statement = upsertStatement(db);
  return {
    province: statement("provinces", ["id", "name"]),
    city: statement("cities", ["id", "name", "province", "province_id", "kind"]),
    tenant: statement("tenants", ["id", "title", "tagline", "layout", "is_maintenance", ...CSS_SETTINGS, "meta_description", "meta_keywords", "twitter_site"]),
    host: statement("tenant_hosts", ["host", "tenant_id", "is_primary"], ["host"]),
    dropHosts: db.prepare<[string, string]>(`DELETE FROM tenant_hosts WHERE tenant_id = ? AND NOT ${db.dialect.inJsonArray("host", "?", "TEXT")}`),
    program: statement("programs", ["id", "tenant_id", "slug", "name", "summary", "logo"]),
    mentor: statement("mentors", ["id", "tenant_id", "slug", "name", "expertise", "avatar"]),
    klass: statement("classes", CLASS_COLUMNS),
    syllabus: statement("class_syllabus", ["class_id", "position", "title", "hours"], ["class_id", "position"]),
    trimSyllabus: db.prepare<[number, number]>("DELETE FROM class_syllabus WHERE class_id = ? AND position >= ?"),
    school: statement("schools", ["id", "tenant_id", "slug", "name", "city_id"]),
    student: statement("students", ["id", "tenant_id", "name", "school_id"]),
    enrollment: statement("enrollments", ["student_id", "class_id", "enrolled_at"], ["student_id", "class_id"]),
    post: statement("posts", ["id", "tenant_id", "slug", "title", "kind", "type", "summary", "content", "cover", "author", "published_at", "active"]),
    shareLink: statement("share_links", ["token", "tenant_id", "kind", "record_id"], ["token"]),
  };
}

export type SiteSeedStatements = ReturnType<typeof prepareSiteSeed>;
