import type { PlatformDb } from "../db/PlatformDb.js";
import { upsertStatement } from "./upsertStatement.js";

/** The upserts of the catalogue a brand's programs, classes and schools feed (careers, batches, webinars, galleries, accounts…). */
export function prepareCatalogueSeed(db: PlatformDb) {
  const statement = upsertStatement(db);
  return {
    career: statement("careers", [
      "id",
      "tenant_id",
      "slug",
      "title",
      "organizer",
      "location",
      "summary",
      "description",
      "starts_on",
      "ends_on",
      "published_at",
    ]),
    job: statement("jobs", [
      "id",
      "career_id",
      "title",
      "company",
      "location",
      "employment_type",
      "salary_min",
      "salary_max",
      "description",
      "requirements",
      "position",
    ]),
    programSchool: statement("program_schools", ["program_id", "school_id", "joined_on"], ["program_id", "school_id"]),
    programWeek: statement("program_syllabus", ["program_id", "week", "title", "description"], ["program_id", "week"]),
    trimWeeks: db.prepare<[number, number]>("DELETE FROM program_syllabus WHERE program_id = ? AND week >= ?"),
    batch: statement("batches", ["id", "tenant_id", "program_id", "name", "start_date", "end_date", "quota", "status"]),
    webinar: statement("webinars", [
      "id",
      "tenant_id",
      "program_id",
      "slug",
      "title",
      "speaker",
      "starts_at",
      "duration_minutes",
      "description",
      "location",
      "content",
    ]),
    gallery: statement("galleries", ["id", "tenant_id", "slug", "title", "caption", "taken_on"]),
    photo: statement("gallery_photos", ["gallery_id", "position", "name"], ["gallery_id", "position"]),
    score: statement("scores", ["student_id", "class_id", "points"], ["student_id", "class_id"]),
    user: statement("users", ["id", "tenant_id", "email", "name", "phone", "kind", "password_hash", "school_id", "created_at"]),
    /** A seeded account's stored password hash, when the same account (id and e-mail) is there already. */
    userHash: db.prepare<[number, string], { password_hash: string }>("SELECT password_hash FROM users WHERE id = ? AND email = ?"),
    client: statement("app_clients", ["id", "tenant_id", "secret", "scopes"]),
    team: statement("teams", ["id", "tenant_id", "name", "leader_name", "email", "phone", "school_id", "members", "route", "created_at"]),
    review: statement("book_reviews", ["id", "tenant_id", "name", "rating", "review", "created_at"]),
    aspiration: statement("aspirations", ["id", "tenant_id", "name", "city", "aspiration", "created_at"]),
    testimony: statement("testimonies", ["id", "tenant_id", "name", "role", "message", "rating", "created_at"]),
    donation: statement("donations", ["id", "tenant_id", "name", "email", "amount", "message", "anonymous", "created_at"]),
  };
}

export type CatalogueSeedStatements = ReturnType<typeof prepareCatalogueSeed>;
