import type { SqlDialect } from "./sqlDialect.js";

/**
 * The database engines the platform runs on. A store's SQL is written once: where the engines differ,
 * it takes the expression from `SqlDb.dialect`; a migration's few differing words are rewritten by postgresSchemaSql.
 */
export type SqlEngine = "sqlite" | "postgres";

/** A value bound to a placeholder: both engines store these as they are. */
export type SqlValue = string | number | bigint | Buffer | null;

/**
 * A statement's bindings: positional (`?` in the SQL) or one object of named ones (`@name`).
 * A bound object may carry more names than the statement uses.
 */
export type SqlParams = readonly unknown[];

export interface RunResult {
  /** Rows the statement inserted, updated or deleted. */
  readonly changes: number;
}

/**
 * A statement of one SQL text, prepared on first use. It runs in the transaction of the calling
 * code when there is one (see SqlDb.transaction), on its own otherwise.
 */
export interface SqlStatement<P extends SqlParams = unknown[], R = unknown> {
  get(...params: P): Promise<R | undefined>;
  all(...params: P): Promise<R[]>;
  run(...params: P): Promise<RunResult>;
}

/**
 * The platform's database, whichever engine holds it. Every call is asynchronous, so that a store
 * is written once for an in-process SQLite file and for a PostgreSQL server shared by many processes.
 */
export interface SqlDb {
  readonly engine: SqlEngine;
  readonly dialect: SqlDialect;
  /**
   * A statement of `sql`, with `?` or `@name` bindings. PostgreSQL takes a binding's type from its first use,
   * so a binding tested for NULL before it is compared is written `CAST(@name AS TEXT) IS NULL`.
   */
  prepare<P extends SqlParams = unknown[], R = unknown>(sql: string): SqlStatement<P, R>;
  /**
   * Wraps `work` in a transaction: the statements it runs (awaited, at any depth) commit together
   * or not at all; a transaction inside another is a savepoint.
   */
  transaction<A extends unknown[], T>(work: (...args: A) => Promise<T>): (...args: A) => Promise<T>;
  /**
   * Inside a transaction, waits until no other transaction holds `name`, and holds it to the end:
   * for work that reads before it writes (the next id of a table). SQLite's transactions take its
   * one write lock at their start, so there it is already held; PostgreSQL takes an advisory lock.
   */
  lock(name: string): Promise<void>;
  /**
   * Tells every listener of `channel` on this database that it has news. PostgreSQL reaches the
   * listeners of every process (NOTIFY); SQLite, whose file one process serves, those of this handle.
   * Sent at once, not at a transaction's end: call it after the news has committed.
   */
  notify(channel: string): Promise<void>;
  /**
   * Calls `onNotice` on every notice of `channel`, and once more whenever a lost connection to the
   * server is back (notices sent while it was gone are not replayed): the listener reads what is new
   * rather than trusting the notices. Returns how to stop listening.
   */
  listen(channel: string, onNotice: () => void): () => Promise<void>;
  /** Runs SQL of several statements without bindings (a migration). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
