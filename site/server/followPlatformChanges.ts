import { createParser, type EventSourceMessage } from "eventsource-parser";
import { CHANGES_PATH, createBackoff, type PlatformChange } from "../platform/index.js";
import { SERVER_CALL_HEADER } from "./serverCalls.js";

export interface ChangeListener {
  changed(change: PlatformChange): unknown;
  /** The stream could not say what was missed (first connection, or the platform restarted). */
  reset(): void;
}

/** No byte for this long (the platform sends a heartbeat every 15 s) means the connection is dead. */
const SILENCE_MS = 45_000;
const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * Follows a platform process's change stream (`/_platform/changes`, server-sent events) for as long
 * as the node runs: it reconnects with backoff and asks for what it missed by the last event id.
 * `ready` resolves once the stream is level with the platform the first time.
 */
export function followPlatformChanges(
  platformUrl: string,
  secret: string,
  listener: ChangeListener,
  log: (message: string) => void,
): { ready: Promise<void>; close(): void } {
  let lastId = "";
  let closed = false;
  const backoff = createBackoff(RETRY_MS);
  let current: AbortController | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function handle({ event, data, id }: EventSourceMessage): void {
    if (event === "reset") listener.reset();
    else if (event === "ready") {
      backoff.reset();
      markReady();
    } else if (event === "change") {
      listener.changed(JSON.parse(data) as PlatformChange);
      if (id) lastId = id;
    }
  }

  async function connect(): Promise<void> {
    const controller = new AbortController();
    current = controller;
    let silence = setTimeout(() => controller.abort(), SILENCE_MS);
    try {
      const response = await fetch(`${platformUrl}${CHANGES_PATH}`, {
        headers: { [SERVER_CALL_HEADER]: secret, accept: "text/event-stream", ...(lastId && { "last-event-id": lastId }) },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      // The event-stream format as the spec has it (CR, LF or CRLF line ends; multi-line data joined with LF;
      // comments; a BOM), by eventsource-parser rather than by hand; a new parser per connection.
      const parser = createParser({ onEvent: handle });
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), SILENCE_MS);
        parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      }
      throw new Error("the platform closed the stream");
    } finally {
      clearTimeout(silence);
    }
  }

  void (async () => {
    while (!closed) {
      try {
        await connect();
      } catch (error) {
        if (closed) break;
        // Said at the first failure and every twentieth after it: a platform away for long does not flood the log.
        if (backoff.failures % 20 === 0)
          log(`platform change stream at ${platformUrl} lost (${error instanceof Error ? error.message : String(error)}); reconnecting`);
        const wait = backoff.next();
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  })();

  return {
    ready,
    close() {
      closed = true;
      current?.abort();
    },
  };
}
