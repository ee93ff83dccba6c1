import { randomBytes } from "node:crypto";
import type { PlatformDb } from "../db/PlatformDb.js";
import type { NumberedChange, PlatformChange } from "./PlatformChange.js";

/** How many changes a listener that lost its connection may ask for again. */
const KEPT = 1024;
/** The channel every platform process on the database listens on. */
const CHANNEL = "platform_changes";
/** Changes read in one go when catching up. */
const BATCH = 200;
/** Old changes are swept when a change's id is a multiple of this: one statement in so many publishes. */
const SWEEP_EVERY = 64;
/** How often a change that could not be stored (the database was away) is tried again. */
const RETRY_MS = 1_000;

/** Where a follower of the feed is told what it missed and what comes. */
export interface ChangeSink {
  /** What was missed cannot be told (another database, or too long ago): forget everything. */
  reset(): void;
  change(change: NumberedChange): void;
}

export interface ChangeFeed {
  /**
   * Stores the change and tells every platform process on the database; resolves once this process's
   * listeners have it. When the database is away the change waits in this process and is stored as soon as
   * it is back, so the write that made it still answers.
   */
  publish(change: PlatformChange): Promise<void>;
  /** Calls the listener with every change published from now on, by any process on the database. */
  subscribe(listener: (change: NumberedChange) => void): () => void;
  /**
   * Follows the feed from `lastId` (a change's id, as a listener that reconnects sends it): first the changes
   * after it, or `reset` when they cannot be told, then each change as it comes, each once and in order.
   * Resolves with how to stop.
   */
  follow(lastId: string | undefined, sink: ChangeSink): Promise<() => void>;
  close(): Promise<void>;
}

type Row = { id: number; change: string };

/**
 * The platform's changes, in the database: each is a row of `platform_changes`, numbered by the database,
 * so every process numbers them alike and a render node's `Last-Event-ID` means the same on any of them.
 * A process hears of new rows by the database's notices (PostgreSQL LISTEN/NOTIFY) and hands them to its
 * listeners in order. Ids are `<epoch>.<row id>`: the epoch names the database, so a position from another
 * one is told apart.
 */
export async function createChangeFeed(db: PlatformDb, log: (message: string) => void = () => undefined): Promise<ChangeFeed> {
  await db.prepare("INSERT INTO platform_feed (id, epoch) VALUES (1, ?) ON CONFLICT (id) DO NOTHING").run(randomBytes(6).toString("base64url"));
  const { epoch } = (await db.prepare<[], { epoch: string }>("SELECT epoch FROM platform_feed WHERE id = 1").get())!;
  const insert = db.prepare<[string], { id: number }>("INSERT INTO platform_changes (change) VALUES (?) RETURNING id");
  const sweep = db.prepare<[number]>("DELETE FROM platform_changes WHERE id <= ?");
  const newer = db.prepare<[number, number], Row>("SELECT id, change FROM platform_changes WHERE id > ? ORDER BY id LIMIT ?");
  const bounds = db.prepare<[], { first: number | null; last: number | null }>("SELECT min(id) AS first, max(id) AS last FROM platform_changes");
  // Stored under a lock, so rows commit in the order of their ids: a reader that saw id n never later meets a
  // smaller one committing (on PostgreSQL, sequence numbers are handed out before commit).
  // The notice goes out in the same transaction: PostgreSQL delivers it at the commit, so no process reads
  // before the row is there (and SQLite's listeners wait for the one connection until the commit).
  const store = db.transaction(async (change: string) => {
    await db.lock("changes");
    const { id } = (await insert.get(change))!;
    if (id % SWEEP_EVERY === 0) await sweep.run(id - KEPT);
    await db.notify(CHANNEL);
  });

  const listeners = new Set<(change: NumberedChange) => void>();
  const numbered = (row: Row): NumberedChange => ({ ...(JSON.parse(row.change) as PlatformChange), id: `${epoch}.${row.id}` });
  let delivered = (await bounds.get())?.last ?? 0;

  // One pass at a time, each reading what the one before left: listeners get every change once, in order.
  // A pass asked for while another waits to start joins it: that one starts after the asker's commit too.
  let passes: Promise<void> = Promise.resolve();
  let waitingPass: Promise<void> | undefined;
  const readNew = async () => {
    for (;;) {
      const rows = await newer.all(delivered, BATCH);
      for (const row of rows) {
        delivered = row.id;
        const change = numbered(row);
        for (const listener of listeners) listener(change);
      }
      if (rows.length < BATCH) return;
    }
  };
  const pump = (): Promise<void> => {
    waitingPass ??= passes = passes
      .then(() => {
        waitingPass = undefined;
        return readNew();
      })
      .catch((error: unknown) => log(`changes not read: ${(error as Error).message}; read at the next notice`));
    return waitingPass;
  };
  const stopListening = db.listen(CHANNEL, () => void pump());

  // Changes not stored yet, in order: each publish adds its own, and one flush at a time stores them all. While
  // the database is away they wait here, tried again every RETRY_MS, so the write that made one still answers.
  const waiting: string[] = [];
  let retry: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;
  const storeWaiting = async (): Promise<boolean> => {
    while (waiting.length) {
      try {
        await store(waiting[0]!);
      } catch (error) {
        log(`${waiting.length} change(s) kept until the database answers: ${(error as Error).message}`);
        retry ??= setTimeout(() => {
          retry = undefined;
          void flush();
        }, RETRY_MS).unref();
        return false;
      }
      waiting.shift();
    }
    return true;
  };
  const flush = (): Promise<void> =>
    (flushing ??= (async () => {
      try {
        // Stored and told (other processes by the database's notice); this process's listeners by a pass of its own.
        while (await storeWaiting()) {
          await pump();
          if (!waiting.length) return;
        }
      } finally {
        flushing = undefined;
      }
    })());
  const subscribe = (listener: (change: NumberedChange) => void) => {
    const own = (change: NumberedChange) => listener(change);
    listeners.add(own);
    return () => void listeners.delete(own);
  };

  /** The changes after `lastId`; undefined when they cannot be told. */
  const since = async (lastId: string): Promise<{ after: number; missed: NumberedChange[] } | undefined> => {
    const [lastEpoch, lastSequence] = lastId.split(".");
    const after = Number(lastSequence);
    if (lastEpoch !== epoch || !Number.isSafeInteger(after) || after < 0) return undefined;
    const { first, last } = (await bounds.get())!;
    // Ahead of every stored change (a database restored from a backup), or swept away: cannot be told.
    if (after > (last ?? 0) || (first !== null && after + 1 < first)) return undefined;
    const missed: NumberedChange[] = [];
    for (let from = after; ;) {
      const rows = await newer.all(from, BATCH);
      missed.push(...rows.map(numbered));
      if (rows.length < BATCH) return { after, missed };
      from = rows.at(-1)!.id;
    }
  };

  return {
    async publish(change) {
      waiting.push(JSON.stringify(change));
      // The database is away: the change is stored with those before it when it is back.
      if (retry) return;
      await flush();
    },
    subscribe,
    async follow(lastId, sink) {
      const sequence = (change: NumberedChange) => Number(change.id.split(".")[1]);
      let seen = Number.NEGATIVE_INFINITY;
      const pass = (change: NumberedChange) => {
        if (sequence(change) <= seen) return;
        seen = sequence(change);
        sink.change(change);
      };
      // Listening first, then reading what was missed: nothing falls between the two, and what both bring
      // (or what this process hands out after another process told the follower of it) passes once.
      const early: NumberedChange[] = [];
      let live = false;
      const stop = subscribe((change) => (live ? pass(change) : early.push(change)));
      try {
        // A first connection has nothing to catch up on.
        if (lastId) {
          const told = await since(lastId);
          if (!told) sink.reset();
          else {
            // A follower that came from a process further on has seen up to `after`: only what is newer.
            seen = told.after;
            told.missed.forEach(pass);
          }
        }
      } catch (error) {
        stop();
        throw error;
      }
      early.forEach(pass);
      live = true;
      return stop;
    },
    async close() {
      clearTimeout(retry);
      retry = undefined;
      // A last try for changes still waiting: once closed, nothing would store them.
      if (waiting.length) await flush();
      await stopListening();
      await passes;
    },
  };
}
