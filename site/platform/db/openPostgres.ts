import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { DatabaseUnavailableError } from "./DatabaseUnavailableError.js";
import { listenPostgres } from "./listenPostgres.js";
import { numberedPlaceholders, type NumberedSql } from "./numberedPlaceholders.js";
import { postgresSchemaSql } from "./postgresSchemaSql.js";
import { POSTGRES_DIALECT } from "./sqlDialect.js";
import type { RunResult, SqlDb, SqlParams, SqlStatement } from "./SqlDb.js";
import { createStatementCache, inSavepoint, requireOpenScope, type TransactionScope } from "./transactionScope.js";

export interface PostgresOptions {
  /** Connections this process keeps at most (PLATFORM_DB_POOL, 10 by default). */
  readonly poolSize?: number;
  /** How long a statement may run, and a connection may take to open, before the call fails with a 503. */
  readonly timeoutMs?: number;
}

/** SQLSTATE classes and codes that mean the server, not the statement, is the problem. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300|53400)/;
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);

/** A driver's error told as what it means for a caller; a statement's own error (a constraint) is left as it is. */
function unavailableOr(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : "";
  if (code === "57014" || /timeout/i.test(text)) return new DatabaseUnavailableError("timeout", { cause: error });
  if ((typeof code === "string" && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code))) || /Connection terminated|not queryable/i.test(text))
    return new DatabaseUnavailableError("down", { cause: error });
  return error;
}

/** Counts and sums (int8) and decimals come back as JS numbers, as SQLite gives them: ours stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === pg.types.builtins.INT8) return Number;
    if (oid === pg.types.builtins.NUMERIC) return Number.parseFloat;
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** How long a call may wait for a free connection (or for a new one to open). */
const CONNECTION_WAIT_MS = 1_000;
/** Calls that may wait for a connection, per connection of the pool. */
const WAITING_PER_CONNECTION = 4;

/** Distinct SQL texts sent as named (prepared once per connection) statements. */
const NAMED_TEXTS = 1000;

/** The values of `@name` bindings in number order; a missing one is an error, as better-sqlite3 makes it. */
function valuesByName(sql: string, names: readonly string[], bound: unknown): unknown[] {
  const values = (bound ?? {}) as Record<string, unknown>;
  return names.map((name) => {
    if (!(name in values)) throw new Error(`missing named parameter '${name}' in: ${sql}`);
    return values[name];
  });
}

interface Scope extends TransactionScope {
  readonly client: pg.PoolClient;
}

/**
 * The platform's database on a PostgreSQL server (DATABASE_URL), shared by any number of platform
 * processes. Statements run on the pool, or on the connection of the transaction they belong to.
 * With every connection busy, a call waits for one at most CONNECTION_WAIT_MS, behind at most
 * WAITING_PER_CONNECTION × the pool's size others (a burst of quick writes passes); past either it fails
 * (a 503), as it does when the server is down: never a queue into time-outs. The pool reconnects by
 * itself once the server is back.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): SqlDb {
  const poolSize = options.poolSize ?? 10;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: Math.min(timeoutMs, CONNECTION_WAIT_MS),
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 500,
    idleTimeoutMillis: 30_000,
    types,
  });
  // An idle connection that breaks (the server restarted) is dropped from the pool; the next call opens another.
  pool.on("error", () => undefined);
  // A connection that breaks while in use fails the query on it, which its caller sees; the 'error' event it also
  // emits must not end the process. The pool listens only to the connections it holds idle, and its own query()
  // only once: every connection gets a listener of its own as it opens.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const scopes = new AsyncLocalStorage<Scope>();
  let named = 0;
  const numbered = createStatementCache((sql): NumberedSql & { name?: string } => ({
    ...numberedPlaceholders(sql),
    ...(named < NAMED_TEXTS && { name: `platform_${++named}` }),
  }));
  // Listening connections, ended with the pool.
  const listeners = new Set<() => Promise<void>>();

  const connect = async (): Promise<pg.PoolClient> => {
    if (pool.waitingCount >= poolSize * WAITING_PER_CONNECTION) throw new DatabaseUnavailableError("busy");
    try {
      const client = await pool.connect().catch((error: unknown) => {
        // pg-pool's wait for a free connection ran out: the pool is busy, not the server down.
        throw pool.totalCount >= poolSize && /timeout/i.test(String((error as Error).message)) ? new DatabaseUnavailableError("busy", { cause: error }) : error;
      });
      return client;
    } catch (error) {
      throw unavailableOr(error);
    }
  };
  /**
   * A statement as pg sends it. The first texts get a name: each connection then parses and plans them once
   * (a seed runs one upsert thousands of times). Texts built from requests (remote-table queries) can be
   * endless, so past NAMED_TEXTS they go unnamed, parsed each time.
   */
  const statement = (sql: string, params: SqlParams): pg.QueryConfig => {
    const found = numbered(sql);
    const values = found.names ? valuesByName(sql, found.names, params[0]) : [...params];
    return found.name ? { name: found.name, text: found.text, values } : { text: found.text, values };
  };
  const query = async <R>(sql: string, params: SqlParams): Promise<pg.QueryResult<R & pg.QueryResultRow>> => {
    const config = statement(sql, params);
    const scope = scopes.getStore();
    try {
      if (scope?.open) return await scope.client.query<R & pg.QueryResultRow>(config);
      const client = await connect();
      try {
        return await client.query<R & pg.QueryResultRow>(config);
      } finally {
        client.release();
      }
    } catch (error) {
      throw unavailableOr(error);
    }
  };
  const inScope = async (sql: string) => {
    const scope = scopes.getStore();
    if (!scope?.open) throw new Error(`'${sql}' outside a transaction`);
    await scope.client.query(sql);
  };

  return {
    engine: "postgres",
    dialect: POSTGRES_DIALECT,
    prepare<P extends SqlParams, R>(sql: string): SqlStatement<P, R> {
      return {
        get: async (...params) => (await query<R>(sql, params)).rows[0],
        all: async (...params) => (await query<R>(sql, params)).rows,
        run: async (...params): Promise<RunResult> => ({ changes: (await query(sql, params)).rowCount ?? 0 }),
      };
    },
    transaction<A extends unknown[], T>(work: (...args: A) => Promise<T>) {
      return async (...args: A): Promise<T> => {
        const outer = scopes.getStore();
        if (outer?.open) return inSavepoint(outer, inScope, () => work(...args));
        const client = await connect();
        const scope: Scope = { client, open: true, savepoints: 0 };
        let broken: Error | undefined;
        try {
          await client.query("BEGIN");
          const result = await scopes.run(scope, () => work(...args));
          await client.query("COMMIT");
          return result;
        } catch (error) {
          try {
            await client.query("ROLLBACK");
          } catch (rollback) {
            broken = rollback as Error;
          }
          throw unavailableOr(error);
        } finally {
          scope.open = false;
          // A connection that could not even roll back is closed, not handed to the next caller.
          client.release(broken);
        }
      };
    },
    async lock(name) {
      const scope = requireOpenScope(scopes.getStore(), name);
      try {
        await scope.client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [name]);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async notify(channel) {
      await query("SELECT pg_notify(?, '')", [channel]);
    },
    listen(channel, onNotice) {
      const stop = listenPostgres(url, channel, onNotice);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    async exec(sql) {
      const schema = postgresSchemaSql(sql);
      const scope = scopes.getStore();
      try {
        if (scope?.open) await scope.client.query(schema);
        else await pool.query(schema);
      } catch (error) {
        throw unavailableOr(error);
      }
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
