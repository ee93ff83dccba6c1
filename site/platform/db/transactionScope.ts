/**
 * What both engines' handles (openSqlite, openPostgres) share about transactions: the scope that async work
 * carries, savepoints for a transaction inside another, the guard on locks, and the bounded cache of the
 * statements they prepare.
 */

/** The transaction a piece of async work belongs to; `open` turns false when it ends, for work it left behind. */
export interface TransactionScope {
  open: boolean;
  savepoints: number;
}

/**
 * A transaction inside another is a savepoint: a failure takes back only its own writes. The same SQL on
 * SQLite and PostgreSQL; a savepoint rolled back to is released too, as SQLite needs and PostgreSQL allows.
 */
export async function inSavepoint<T>(scope: TransactionScope, exec: (sql: string) => unknown, work: () => Promise<T>): Promise<T> {
  const name = `sp${++scope.savepoints}`;
  await exec(`SAVEPOINT ${name}`);
  try {
    const result = await work();
    await exec(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await exec(`ROLLBACK TO SAVEPOINT ${name}`);
    await exec(`RELEASE SAVEPOINT ${name}`);
    throw error;
  }
}

/** A lock is held by a transaction until it ends: outside one it would hold nothing, so it is refused. */
export function requireOpenScope<S extends TransactionScope>(scope: S | undefined, lockName: string): S {
  if (!scope?.open) throw new Error(`lock('${lockName}') outside a transaction: it would hold nothing`);
  return scope;
}

/** Distinct SQL texts kept prepared: the remote-table service builds texts from queries, so the cache is bounded. */
const MAX_PREPARED_TEXTS = 500;

/** What an engine prepares from each SQL text, made once per text and kept for the MAX_PREPARED_TEXTS latest. */
export function createStatementCache<T>(make: (sql: string) => T): (sql: string) => T {
  const made = new Map<string, T>();
  return (sql) => {
    let found = made.get(sql);
    if (found === undefined) {
      // A Map iterates in insertion order: the oldest text goes first.
      if (made.size >= MAX_PREPARED_TEXTS) made.delete(made.keys().next().value!);
      found = make(sql);
      made.set(sql, found);
    }
    return found;
  };
}
