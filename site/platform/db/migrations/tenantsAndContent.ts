import type { Migration } from "../Migration.js";

// Migrations 1–3: the tenants and their catalogue content, the class badge state, submissions.

export const tenantsAndContent: Migration = {
  id: 1,
  name: "tenants and catalogue content",
  sql: `
    CREATE TABLE tenants (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      tagline TEXT NOT NULL,
      layout TEXT NOT NULL,
      is_maintenance INTEGER NOT NULL DEFAULT 0 CHECK (is_maintenance IN (0, 1)),
      ft_primary TEXT NOT NULL,
      ft_secondary TEXT NOT NULL,
      clr_primary TEXT NOT NULL,
      clr_secondary TEXT NOT NULL,
      clr_success TEXT NOT NULL,
      clr_info TEXT NOT NULL,
      clr_warning TEXT NOT NULL,
      clr_danger TEXT NOT NULL,
      clr_light TEXT NOT NULL,
      clr_dark TEXT NOT NULL,
      meta_description TEXT NOT NULL,
      meta_keywords TEXT NOT NULL,
      twitter_site TEXT NOT NULL
    );
    CREATE TABLE tenant_hosts (
      host TEXT PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      is_primary INTEGER NOT NULL DEFAULT 0 CHECK (is_primary IN (0, 1))
    );
    CREATE INDEX tenant_hosts_tenant ON tenant_hosts(tenant_id);

    CREATE TABLE programs (
      id INTEGER PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      summary TEXT NOT NULL,
      logo TEXT NOT NULL
    );
    CREATE TABLE mentors (
      id INTEGER PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      expertise TEXT NOT NULL,
      avatar TEXT NOT NULL
    );
    CREATE TABLE classes (
      id INTEGER PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      description TEXT NOT NULL,
      logo TEXT NOT NULL,
      level TEXT NOT NULL CHECK (level IN ('beginner', 'intermediate', 'advanced')),
      type TEXT NOT NULL CHECK (type IN ('online', 'offline', 'hybrid')),
      program_id INTEGER NOT NULL REFERENCES programs(id),
      mentor_id INTEGER NOT NULL REFERENCES mentors(id),
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      coming_soon INTEGER NOT NULL DEFAULT 0 CHECK (coming_soon IN (0, 1)),
      on_registration INTEGER NOT NULL DEFAULT 0 CHECK (on_registration IN (0, 1)),
      started INTEGER NOT NULL DEFAULT 0 CHECK (started IN (0, 1)),
      ended INTEGER NOT NULL DEFAULT 0 CHECK (ended IN (0, 1)),
      position INTEGER NOT NULL
    );
    CREATE INDEX classes_tenant_position ON classes(tenant_id, position, id);
    CREATE TABLE class_syllabus (
      class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      title TEXT NOT NULL,
      hours INTEGER NOT NULL CHECK (hours > 0),
      PRIMARY KEY (class_id, position)
    );

    CREATE TABLE cities (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      province TEXT NOT NULL,
      UNIQUE (name, province)
    );
    CREATE TABLE schools (
      id INTEGER PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      slug TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      city_id INTEGER NOT NULL REFERENCES cities(id)
    );
    CREATE INDEX schools_tenant ON schools(tenant_id);
    CREATE TABLE students (
      id INTEGER PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      school_id INTEGER NOT NULL REFERENCES schools(id)
    );
    CREATE INDEX students_tenant ON students(tenant_id);
    CREATE TABLE enrollments (
      student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
      class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
      enrolled_at TEXT NOT NULL,
      PRIMARY KEY (student_id, class_id)
    );
    CREATE INDEX enrollments_class ON enrollments(class_id);

    CREATE TABLE posts (
      id INTEGER PRIMARY KEY,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      slug TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('news', 'blog', 'berita', 'article')),
      type TEXT NOT NULL,
      summary TEXT NOT NULL,
      content TEXT NOT NULL,
      cover TEXT NOT NULL,
      author TEXT NOT NULL,
      published_at TEXT NOT NULL,
      active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
    );
    CREATE INDEX posts_tenant_published ON posts(tenant_id, published_at DESC, id DESC);
  `,
};

export const classBadgeState: Migration = {
  id: 2,
  name: "class badge state",
  // The badge precedence (coming soon, registration open, started, ended, else starting soon) lives in one
  // place, so filters and counters cannot disagree.
  sql: `
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

export const submissions: Migration = {
  id: 3,
  name: "submissions",
  sql: `
    CREATE TABLE appointments (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      institution TEXT,
      date TEXT NOT NULL,
      message TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
    CREATE TABLE demo_requests (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    );
  `,
};
