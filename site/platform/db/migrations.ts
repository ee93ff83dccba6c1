export interface Migration {
  /** Applied in ascending order; never renumber or edit a migration that has shipped. */
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}

export const migrations: readonly Migration[] = [
  {
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
  },
  {
    id: 2,
    name: "class badge state",
    // The badge precedence (spec §4) lives in one place so filters and counters cannot disagree.
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
  },
  {
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
  },
  {
    id: 4,
    name: "the whole catalogue: regions, careers, programs, content, accounts, statistics, outbox, drive, remote tables",
    // Seeded rows keep ids below 1,000,000 (idBase + index); rows created through the API get ids from 1,000,000
    // up (see queries/nextId.ts), so a seed that grows never overwrites a visitor's record.
    sql: `
      CREATE TABLE provinces (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
      );
      ALTER TABLE cities ADD COLUMN province_id INTEGER REFERENCES provinces(id);
      ALTER TABLE cities ADD COLUMN kind TEXT NOT NULL DEFAULT 'kota' CHECK (kind IN ('kota', 'kabupaten'));
      CREATE INDEX cities_province ON cities(province_id, name);
      ALTER TABLE schools ADD COLUMN npsn TEXT;
      ALTER TABLE schools ADD COLUMN contact_name TEXT;
      ALTER TABLE schools ADD COLUMN contact_email TEXT;
      ALTER TABLE schools ADD COLUMN contact_phone TEXT;
      ALTER TABLE schools ADD COLUMN registered_at TEXT;
      CREATE UNIQUE INDEX schools_tenant_npsn ON schools(tenant_id, npsn) WHERE npsn IS NOT NULL;

      CREATE TABLE tenant_setting_overrides (
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (tenant_id, key)
      );

      CREATE TABLE careers (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        organizer TEXT NOT NULL,
        location TEXT NOT NULL,
        summary TEXT NOT NULL,
        description TEXT NOT NULL,
        starts_on TEXT NOT NULL,
        ends_on TEXT NOT NULL,
        published_at TEXT NOT NULL
      );
      CREATE INDEX careers_tenant ON careers(tenant_id, published_at DESC);
      CREATE TABLE jobs (
        id INTEGER PRIMARY KEY,
        career_id INTEGER NOT NULL REFERENCES careers(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        company TEXT NOT NULL,
        location TEXT NOT NULL,
        employment_type TEXT NOT NULL CHECK (employment_type IN ('penuh waktu', 'kontrak', 'magang', 'paruh waktu')),
        salary_min INTEGER NOT NULL,
        salary_max INTEGER NOT NULL CHECK (salary_max >= salary_min),
        description TEXT NOT NULL,
        requirements TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX jobs_career ON jobs(career_id, position);

      CREATE TABLE program_schools (
        program_id INTEGER NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
        school_id INTEGER NOT NULL REFERENCES schools(id) ON DELETE CASCADE,
        joined_on TEXT NOT NULL,
        PRIMARY KEY (program_id, school_id)
      );
      CREATE TABLE program_syllabus (
        program_id INTEGER NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
        week INTEGER NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        PRIMARY KEY (program_id, week)
      );
      CREATE TABLE batches (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        program_id INTEGER NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        quota INTEGER NOT NULL CHECK (quota > 0),
        status TEXT NOT NULL CHECK (status IN ('registration', 'running', 'finished'))
      );
      CREATE INDEX batches_tenant ON batches(tenant_id, start_date);
      CREATE TABLE webinars (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        program_id INTEGER NOT NULL REFERENCES programs(id) ON DELETE CASCADE,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        speaker TEXT NOT NULL,
        starts_at TEXT NOT NULL,
        duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
        description TEXT NOT NULL
      );
      CREATE INDEX webinars_tenant ON webinars(tenant_id, starts_at);
      CREATE TABLE galleries (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        slug TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        caption TEXT NOT NULL,
        taken_on TEXT NOT NULL
      );
      CREATE INDEX galleries_tenant ON galleries(tenant_id, taken_on DESC);
      CREATE TABLE gallery_photos (
        gallery_id INTEGER NOT NULL REFERENCES galleries(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (gallery_id, position)
      );
      CREATE TABLE scores (
        student_id INTEGER NOT NULL REFERENCES students(id) ON DELETE CASCADE,
        class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        points INTEGER NOT NULL CHECK (points BETWEEN 0 AND 100),
        PRIMARY KEY (student_id, class_id)
      );
      CREATE TABLE extensions (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        language TEXT NOT NULL,
        version TEXT NOT NULL,
        file_extension TEXT NOT NULL
      );

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        email TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT,
        kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 9),
        password_hash TEXT NOT NULL,
        school_id INTEGER REFERENCES schools(id),
        created_at TEXT NOT NULL,
        UNIQUE (tenant_id, email)
      );
      CREATE TABLE access_tokens (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE app_clients (
        id TEXT PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        secret TEXT NOT NULL,
        scopes TEXT NOT NULL
      );
      CREATE TABLE app_tokens (
        token TEXT PRIMARY KEY,
        code TEXT NOT NULL,
        client_id TEXT NOT NULL REFERENCES app_clients(id) ON DELETE CASCADE,
        origin_host TEXT,
        scopes TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE teams (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        leader_name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        school_id INTEGER NOT NULL REFERENCES schools(id),
        members TEXT,
        route TEXT NOT NULL CHECK (route IN ('team', 'auth')),
        created_at TEXT NOT NULL,
        UNIQUE (tenant_id, name)
      );
      CREATE TABLE statistics_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        event TEXT NOT NULL,
        path TEXT NOT NULL,
        ref_id INTEGER,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tenant_id TEXT REFERENCES tenants(id) ON DELETE CASCADE,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        template TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE TABLE uploads (
        id TEXT PRIMARY KEY,
        tenant_id TEXT REFERENCES tenants(id) ON DELETE CASCADE,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        sha256 TEXT NOT NULL,
        stored_path TEXT NOT NULL,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );

      CREATE TABLE book_reviews (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        review TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE aspirations (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        city TEXT,
        aspiration TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE user_disc (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        d INTEGER NOT NULL,
        i INTEGER NOT NULL,
        s INTEGER NOT NULL,
        c INTEGER NOT NULL,
        dominant TEXT NOT NULL CHECK (dominant IN ('D', 'I', 'S', 'C')),
        created_at TEXT NOT NULL
      );
      CREATE TABLE testimonies (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        role TEXT,
        message TEXT NOT NULL,
        rating INTEGER CHECK (rating BETWEEN 1 AND 5),
        created_at TEXT NOT NULL
      );
      CREATE TABLE donations (
        id INTEGER PRIMARY KEY,
        tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount >= 10000),
        message TEXT,
        anonymous INTEGER NOT NULL DEFAULT 0 CHECK (anonymous IN (0, 1)),
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 5,
    name: "courses (classes of kind course) with modules and chapters; webinar venue and agenda",
    // A course is a class (spec §7 has no course calls), so it keeps the badge, program, mentor and list filters;
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
  },
  {
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
  },
  {
    id: 7,
    name: "appointment start time (HH:MM, Asia/Jakarta)",
    // Nullable: appointments booked before the time was asked for have none.
    sql: `ALTER TABLE appointments ADD COLUMN time TEXT;`,
  },
  {
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
  },
  {
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
  },
];
