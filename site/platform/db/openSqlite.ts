import { AsyncLocalStorage } from "node:async_hooks";
import { EventEmitter } from "node:events";
import Database from "better-sqlite3";
import { SQLITE_DIALECT } from "./sqlDialect.js";
import type { RunResult, SqlDb, SqlParams, SqlStatement } from "./SqlDb.js";
import { createStatementCache, inSavepoint, requireOpenScope, type TransactionScope as Scope } from "./transactionScope.js";

/**
 * The platform's database in one SQLite file (better-sqlite3). The driver is synchronous and has one
 * connection, so a transaction that awaits must keep everything else off that connection until it
 * ends: statements of other work wait for it, and transactions run one after another.
 */
export function openSqlite(file: string): SqlDb {
  const db = new Database(file);
  try {
    // WAL lets tests and tools read the file while the server writes; busy_timeout covers two processes seeding at once.
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
  } catch (error) {
    db.close();
    throw error;
  }
  const statement = createStatementCache((sql) => db.prepare(sql));
  const scopes = new AsyncLocalStorage<Scope>();
  let running: Scope | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  // Notices go to this handle's listeners: one process serves a SQLite file.
  const notices = new EventEmitter().setMaxListeners(0);

  /** Runs `work` after every transaction queued before it. */
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work, work);
    queue = done.catch(() => undefined);
    return done;
  };
  /** Runs `use` now when the connection is free or is this work's transaction's; after the transaction otherwise. */
  const onConnection = <T>(use: () => T): Promise<T> => {
    if (!running || scopes.getStore() === running) return new Promise<T>((resolve) => resolve(use()));
    return serially(async () => use());
  };

  return {
    engine: "sqlite",
    dialect: SQLITE_DIALECT,
    prepare<P extends SqlParams, R>(sql: string): SqlStatement<P, R> {
      return {
        get: (...params) => onConnection(() => statement(sql).get(...params) as R | undefined),
        all: (...params) => onConnection(() => statement(sql).all(...params) as R[]),
        run: (...params) => onConnection((): RunResult => ({ changes: statement(sql).run(...params).changes })),
      };
    },
    transaction<A extends unknown[], T>(work: (...args: A) => Promise<T>) {
      return async (...args: A): Promise<T> => {
        const scope = scopes.getStore();
        if (scope?.open && scope === running)
          return inSavepoint(
            scope,
            (sql) => db.exec(sql),
            () => work(...args),
          );
        return serially(() => {
          const own: Scope = { open: true, savepoints: 0 };
          return scopes.run(own, async () => {
            running = own;
            try {
              // Immediate: the write lock is taken now, so a read-then-write never meets another process's write.
              db.exec("BEGIN IMMEDIATE");
              const result = await work(...args);
              db.exec("COMMIT");
              return result;
            } catch (error) {
              if (db.inTransaction) db.exec("ROLLBACK");
              throw error;
            } finally {
              own.open = false;
              running = undefined;
            }
          });
        });
      };
    },
    async lock(name) {
      // BEGIN IMMEDIATE holds SQLite's one write lock for the whole transaction: nothing more to take.
      requireOpenScope(scopes.getStore(), name);
    },
    async notify(channel) {
      // Told outside the caller's transaction: a listener's reads then wait for its commit, as on PostgreSQL,
      // rather than reading on its connection what it may yet roll back.
      scopes.exit(() => notices.emit(channel));
    },
    listen(channel, onNotice) {
      notices.on(channel, onNotice);
      return async () => void notices.off(channel, onNotice);
    },
    exec: (sql) => onConnection(() => void db.exec(sql)),
    close: () => serially(async () => void db.close()),
  };
}
