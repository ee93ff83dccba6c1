import type { Migration } from "../Migration.js";

// Migrations 5–11: courses, idempotency keys, appointment times, school registrations, share links, the seed state, the class states view again.

export const courses: Migration = {
  id: 5,
  name: "courses (classes of kind course) with modules and chapters; webinar venue and agenda",
  // A course is a class (the API has no course calls of its own), so it keeps the badge, program, mentor and list filters;
  // its modules and chapters hang off the class. Chapter slugs are unique per course so a chapter URL
  // without its module (`/Courses/{slug}/module//chapter/{chapterSlug}`) still names one chapter.
  sql: `
    ALTER TABLE classes ADD COLUMN kind TEXT NOT NULL DEFAULT 'class' CHECK (kind IN ('class', 'course'));
    CREATE TABLE course_modules (
      class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      slug TEXT NOT NULL,
      title TEXT NOT NULL,
      summary TEXT NOT NULL,
      PRIMARY KEY (class_id, position),
      UNIQUE (class_id, slug)
    );
    CREATE TABLE course_chapters (
      class_id INTEGER NOT NULL,
      module_position INTEGER NOT NULL,
      position INTEGER NOT NULL,
      slug TEXT NOT NULL,
      title TEXT NOT NULL,
      duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
      content TEXT NOT NULL,
      PRIMARY KEY (class_id, module_position, position),
      UNIQUE (class_id, slug),
      FOREIGN KEY (class_id, module_position) REFERENCES course_modules(class_id, position) ON DELETE CASCADE
    );
    ALTER TABLE webinars ADD COLUMN location TEXT NOT NULL DEFAULT 'Daring melalui Zoom';
    ALTER TABLE webinars ADD COLUMN content TEXT NOT NULL DEFAULT '';
  `,
};

export const idempotencyKeys: Migration = {
  id: 6,
  name: "idempotency keys: the first answer to a write, replayed for the same key",
  // The scope holds the site, the endpoint and the client's key, so two sites (or two endpoints) never
  // share a key. The fingerprint tells a replay from a different request sent under a reused key.
  sql: `
    CREATE TABLE idempotency_keys (
      scope TEXT PRIMARY KEY,
      fingerprint TEXT NOT NULL,
      status INTEGER NOT NULL,
      headers TEXT NOT NULL,
      body BLOB NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
  `,
};

export const appointmentTime: Migration = {
  id: 7,
  name: "appointment start time (HH:MM, Asia/Jakarta)",
  // Nullable: appointments booked before the time was asked for have none.
  sql: `ALTER TABLE appointments ADD COLUMN time TEXT;`,
};

export const schoolRegistrations: Migration = {
  id: 8,
  name: "school registrations: a listed or new school's contact and assignment letter",
  // One school may be registered again (another year, another teacher); the school row stays one.
  sql: `
    CREATE TABLE school_registrations (
      id INTEGER PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      school_id INTEGER NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
      contact_name TEXT NOT NULL,
      contact_email TEXT NOT NULL,
      contact_phone TEXT NOT NULL,
      letter_upload_id TEXT NOT NULL REFERENCES uploads(id),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE INDEX school_registrations_tenant ON school_registrations (tenant_id, created_at);
  `,
};

export const shareLinks: Migration = {
  id: 9,
  name: "share links: a token that is the whole path of GET {token} and names one post or class",
  // The record is named by kind and id, not copied: a share link follows its record's title and slug.
  sql: `
    CREATE TABLE share_links (
      token TEXT PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('post', 'class')),
      record_id INTEGER NOT NULL
    );
  `,
};

export const seedState: Migration = {
  id: 10,
  name: "seed state: the fingerprint of what the last seed wrote, so that a start with the same inputs skips it",
  sql: `
    CREATE TABLE seed_state (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      fingerprint TEXT NOT NULL,
      seeded_at TEXT NOT NULL
    );
  `,
};

export const classStatesEveryColumn: Migration = {
  id: 11,
  name: "class_states shows every column of classes",
  // SQLite expands the view's `c.*` when it is read, PostgreSQL when it is created: there the view made by
  // migration 2 lacks the columns added since (kind). Made again, it has them on both engines. A migration
  // that adds a column to classes makes the view again too.
  sql: `
    DROP VIEW class_states;
    CREATE VIEW class_states AS
    SELECT c.*,
      CASE
        WHEN c.coming_soon = 1 THEN 'comingSoon'
        WHEN c.on_registration = 1 THEN 'onRegistration'
        WHEN c.started = 1 THEN 'started'
        WHEN c.ended = 1 THEN 'ended'
        ELSE 'none'
      END AS state
    FROM classes c;
  `,
};

export const writeLimits: Migration = {
  id: 12,
  name: "write limits: each client's writes to an endpoint in its current minute, shared by every platform process",
  // Times are milliseconds since the epoch (BIGINT: past 32 bits); a row whose window has ended is swept.
  sql: `
    CREATE TABLE write_limits (
      key TEXT PRIMARY KEY,
      window_start BIGINT NOT NULL,
      count INTEGER NOT NULL
    );
    CREATE INDEX write_limits_window_start ON write_limits (window_start);
  `,
};

export const uploadBytes: Migration = {
  id: 13,
  name: "upload bytes in the database, so every platform process serves every upload",
  // Beside uploads rather than in it: a listing never reads the bytes. Uploads stored before this kept their
  // bytes under DATA_DIR/uploads; a process that has them copies them in at its start (adoptUploadFiles).
  sql: `
    CREATE TABLE upload_bytes (
      upload_id TEXT PRIMARY KEY REFERENCES uploads(id) ON DELETE CASCADE,
      data BLOB NOT NULL
    );
  `,
};

export const platformChanges: Migration = {
  id: 14,
  name: "the change feed in the database: every platform process tells the render nodes every change, numbered alike",
  // `epoch` names this database's numbering, so a position taken from another database (or a restored one) is
  // told apart. `change` is the notice as JSON; the newest ones are kept for listeners that reconnect.
  sql: `
    CREATE TABLE platform_feed (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      epoch TEXT NOT NULL
    );
    CREATE TABLE platform_changes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      change TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
  `,
};

export const signInFailures: Migration = {
  id: 15,
  name: "sign-in back-off in the database, shared by every platform process",
  // Per key (an account, a client address): failures in a row, until when it must wait, and when it last
  // failed (milliseconds since the epoch); a key quiet for a day is swept and starts over.
  sql: `
    CREATE TABLE sign_in_failures (
      key TEXT PRIMARY KEY,
      failures INTEGER NOT NULL,
      wait_until BIGINT NOT NULL,
      failed_at BIGINT NOT NULL
    );
    CREATE INDEX sign_in_failures_failed_at ON sign_in_failures (failed_at);
  `,
};

/** This module's migrations, in the order they apply (after those of tenantsAndContent and wholeCatalogue). */
export const coursesAndLater: readonly Migration[] = [
  courses,
  idempotencyKeys,
  appointmentTime,
  schoolRegistrations,
  shareLinks,
  seedState,
  classStatesEveryColumn,
  writeLimits,
  uploadBytes,
  platformChanges,
  signInFailures,
];
