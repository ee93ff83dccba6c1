import pg from "pg";
import { createBackoff } from "../lib/createBackoff.js";

/** Waits before connecting again (createBackoff). */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a connection of its own (a pooled one is handed to other work between statements), for as
 * long as the process runs: when the server drops it (a restart), it connects again with backoff. After
 * every connect, the first included, it calls `onNotice` once, since a notice sent while no connection
 * listened is lost: the listener reads what is new instead. Returns how to stop.
 */
export function listenPostgres(url: string, channel: string, onNotice: () => void): () => Promise<void> {
  if (!CHANNEL.test(channel)) throw new Error(`listen: channel '${channel}' must be lower-case letters, digits and _`);
  let current: pg.Client | undefined;
  let closed = false;
  const backoff = createBackoff(RETRY_MS);
  let timer: NodeJS.Timeout | undefined;

  const again = () => {
    if (closed || timer) return;
    const wait = backoff.next();
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, wait);
    timer.unref();
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    // A broken connection also ends; 'end' starts the next one. The error itself is the server's going away.
    client.on("error", () => undefined);
    client.on("end", () => {
      if (current !== client) return;
      current = undefined;
      again();
    });
    client.on("notification", (notice) => {
      if (notice.channel === channel) onNotice();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      void client.end().catch(() => undefined);
      again();
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    backoff.reset();
    onNotice();
  };
  void connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
