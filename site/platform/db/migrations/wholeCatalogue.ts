import type { Migration } from "../Migration.js";

// Migration 4: the rest of the catalogue's tables, in one step.

export const wholeCatalogue: Migration = {
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
};
