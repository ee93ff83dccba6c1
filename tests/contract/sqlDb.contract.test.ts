import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseUnavailableError } from "../../site/platform/db/DatabaseUnavailableError.js";
import { openPostgres } from "../../site/platform/db/openPostgres.js";
import { openSqlite } from "../../site/platform/db/openSqlite.js";
import type { SqlDb } from "../../site/platform/db/SqlDb.js";
import { nextId } from "../../site/platform/queries/nextId.js";
import { freshPostgresDatabase, type FreshDatabase } from "../support/freshPostgresDatabase.js";

const TABLE = `
  CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, body BLOB);
  CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL, at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')));
`;

interface Engine {
  readonly name: string;
  open(): Promise<SqlDb>;
  /**
   * A second handle on the same database, as another platform process would have. SQLite has none here:
   * its driver waits for a lock by blocking, so two handles in one process would wait on each other.
   */
  another?(): SqlDb;
  cleanup(): Promise<void>;
}

function sqliteEngine(): Engine {
  const dir = mkdtempSync(join(tmpdir(), "sqldb-"));
  const file = join(dir, "test.sqlite");
  return { name: "sqlite", open: async () => openSqlite(file), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

function postgresEngine(): Engine {
  let database: FreshDatabase | undefined;
  return {
    name: "postgres",
    open: async () => {
      database = await freshPostgresDatabase({ seeded: false });
      return openPostgres(database.url);
    },
    another: () => openPostgres(database!.url),
    cleanup: async () => database?.drop(),
  };
}

describe.each([
  { name: "sqlite", make: sqliteEngine },
  { name: "postgres", make: postgresEngine },
])("the platform's database on $name", ({ make }) => {
  const engine = make();
  let db: SqlDb;
  beforeAll(async () => {
    db = await engine.open();
    await db.exec(TABLE);
  });
  afterAll(async () => {
    await db.close();
    await engine.cleanup();
  });

  const stops: (() => Promise<void>)[] = [];
  it(`is ${engine.name}`, () => expect(db.engine).toBe(engine.name));

  it("binds positional and named values, counts changes and answers RETURNING", async () => {
    expect(await db.prepare<[number, string, Buffer]>("INSERT INTO items (id, name, body) VALUES (?, ?, ?)").run(1, "satu", Buffer.from([0, 255]))).toEqual({
      changes: 1,
    });
    await db
      .prepare<[{ id: number; name: string; unused: string }]>("INSERT INTO items (id, name) VALUES (@id, @name)")
      .run({ id: 2, name: "dua", unused: "x" });
    const note = await db.prepare<[string], { id: number; at: string }>("INSERT INTO notes (text) VALUES (?) RETURNING id, at").get("catatan");
    expect(note?.id).toBe(1);
    expect(note?.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const rows = await db
      .prepare<[{ min: number }], { id: number; name: string; body: Buffer | null }>("SELECT id, name, body FROM items WHERE id >= @min ORDER BY id")
      .all({ min: 1 });
    expect(rows).toEqual([
      { id: 1, name: "satu", body: Buffer.from([0, 255]) },
      { id: 2, name: "dua", body: null },
    ]);
    expect(await db.prepare<[], { total: number }>("SELECT count(*) AS total FROM items").get()).toEqual({ total: 2 });
    expect(await db.prepare<[string], { id: number }>("SELECT id FROM items WHERE name = ?").get("tidak ada")).toBeUndefined();
    expect(await db.prepare<[string]>("UPDATE items SET body = NULL WHERE name <> ?").run("x")).toEqual({ changes: 2 });
  });

  it("commits a transaction's writes together, and none of a failed one", async () => {
    const insert = db.prepare<[number, string]>("INSERT INTO items (id, name) VALUES (?, ?)");
    await db.transaction(async () => {
      await insert.run(10, "sepuluh");
      await insert.run(11, "sebelas");
    })();
    const failing = db.transaction(async () => {
      await insert.run(12, "dua belas");
      await insert.run(13, "sepuluh"); // the name is taken: the whole transaction goes
    });
    await expect(failing()).rejects.toThrow();
    const names = await db.prepare<[], { name: string }>("SELECT name FROM items WHERE id >= 10 ORDER BY id").all();
    expect(names.map((row) => row.name)).toEqual(["sepuluh", "sebelas"]);
  });

  it("takes back only a failed inner transaction's writes (a savepoint)", async () => {
    const insert = db.prepare<[number, string]>("INSERT INTO items (id, name) VALUES (?, ?)");
    const inner = db.transaction(async (id: number, name: string) => insert.run(id, name));
    await db.transaction(async () => {
      await insert.run(20, "dua puluh");
      await expect(inner(21, "dua puluh")).rejects.toThrow();
      await inner(22, "dua puluh dua");
    })();
    const ids = await db.prepare<[], { id: number }>("SELECT id FROM items WHERE id >= 20 ORDER BY id").all();
    expect(ids.map((row) => row.id)).toEqual([20, 22]);
  });

  it("hides a transaction's writes from other work until it commits", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => undefined;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const writing = db.transaction(async () => {
      await db.prepare("INSERT INTO items (id, name) VALUES (30, 'tiga puluh')").run();
      inserted();
      await held;
    })();
    // The row is written inside the open transaction: now another read may not see it.
    await insertDone;
    const seen = db.prepare<[], { total: number }>("SELECT count(*) AS total FROM items WHERE id = 30").get();
    // SQLite's one connection makes the read wait for the commit; PostgreSQL reads the last committed state.
    const before = engine.name === "postgres" ? await seen : undefined;
    release();
    await writing;
    if (before) expect(before.total).toBe(0);
    expect((await db.prepare<[], { total: number }>("SELECT count(*) AS total FROM items WHERE id = 30").get())?.total).toBe(1);
    if (engine.name === "sqlite") expect((await seen)?.total).toBe(1);
  });

  it("hands out distinct ids to concurrent writers, in two processes where the engine has them (nextId's lock)", async () => {
    const other = engine.another?.() ?? db;
    try {
      const insertOn = (handle: SqlDb) =>
        handle.transaction(async (name: string) => {
          const id = await nextId(handle, "items");
          await handle.prepare<[number, string]>("INSERT INTO items (id, name) VALUES (?, ?)").run(id, name);
          return id;
        });
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => insertOn(i % 2 ? db : other)(`baru ${i}`)));
      expect(new Set(ids).size).toBe(20);
      expect(Math.min(...ids)).toBe(1_000_000);
    } finally {
      if (other !== db) await other.close();
    }
  });

  it("tells a channel's listeners (another process's, where the engine has them) of a notice sent after a commit, once listening", async () => {
    const other = engine.another?.() ?? db;
    try {
      const heard: string[] = [];
      const listening = new Promise<void>((ready) => {
        // Called once when its connection is up (it may have missed notices), then once per notice.
        const stop = other.listen("uji_kanal", () => {
          heard.push("kabar");
          ready();
        });
        stops.push(stop);
      });
      if (engine.name === "postgres") await listening;
      const before = heard.length;
      await db.transaction(async () => {
        await db.prepare("INSERT INTO notes (text) VALUES ('berkabar')").run();
      })();
      await db.notify("uji_kanal");
      await expect.poll(() => heard.length).toBe(before + 1);
      // Another channel is not this one's. Its own listener hears it; then one more notice on this channel, which
      // arrives after a stray one would have (notices come in order): once both are in, only that one was heard.
      const heardOther: string[] = [];
      const otherListening = new Promise<void>((ready) => {
        stops.push(
          other.listen("kanal_lain", () => {
            heardOther.push("kabar lain");
            ready();
          }),
        );
      });
      if (engine.name === "postgres") await otherListening;
      const otherBefore = heardOther.length;
      await db.notify("kanal_lain");
      await db.notify("uji_kanal");
      await expect.poll(() => heardOther.length > otherBefore && heard.length >= before + 2).toBe(true);
      expect(heard.length).toBe(before + 2);
    } finally {
      await Promise.all(stops.splice(0).map((stop) => stop()));
      if (other !== db) await other.close();
    }
  });

  it("refuses a lock outside a transaction", async () => {
    await expect(db.lock("x")).rejects.toThrow(/lock\('x'\) outside a transaction/);
  });

  it("fails a statement with the engine's error, not as unavailable", async () => {
    const error = await db
      .prepare("INSERT INTO items (id, name) VALUES (1, 'lagi')")
      .run()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DatabaseUnavailableError);
  });
});
