import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ChangeFeed } from "../changes/createChangeFeed.js";
import type { NumberedChange } from "../changes/PlatformChange.js";
import { notFound } from "./fallbackRoutes.js";

/** Where render nodes follow the platform's changes. */
export const CHANGES_PATH = "/_platform/changes";
/** A comment line this often keeps idle proxies and the listener's dead-peer check from closing the stream. */
const HEARTBEAT_MS = 15_000;

function event(change: NumberedChange): string {
  const { id, ...data } = change;
  return `id: ${id}\nevent: change\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The change feed as server-sent events, for the site's own servers only (others get the platform's
 * 404): each change once, in order. A listener that reconnects with `Last-Event-ID` gets what it
 * missed, or a `reset` event when that cannot be told (the platform restarted): it then forgets
 * everything it cached from the platform.
 */
export function changeStreamRoute(app: FastifyInstance, feed: ChangeFeed, isServerCall: (request: FastifyRequest) => boolean): void {
  const open = new Set<() => void>();
  // Streams never end by themselves: closing the platform ends them, and the listeners reconnect elsewhere.
  app.addHook("preClose", (done) => {
    for (const end of open) end();
    done();
  });
  app.get(CHANGES_PATH, { compress: false }, async (request, reply) => {
    if (!isServerCall(request)) return notFound(request, reply);
    const lastId = request.headers["last-event-id"];
    // Written once the head is out; until then (the replay is read from the database) they wait in order.
    const pending: string[] = [];
    const raw = reply.raw;
    let headSent = false;
    const write = (text: string) => (headSent ? raw.write(text) : pending.push(text));
    const stop = await feed.follow(typeof lastId === "string" && lastId ? lastId : undefined, {
      reset: () => write("event: reset\ndata: {}\n\n"),
      change: (change) => write(event(change)),
    });
    reply.hijack();
    // Gone while the replay was read: nothing to write to.
    if (raw.destroyed) return stop();
    raw.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no" });
    // The replay (or the reset), then `ready`: a listener that sees it knows it is level with the platform.
    raw.write(`${pending.join("")}event: ready\ndata: {}\n\n`);
    headSent = true;
    const heartbeat = setInterval(() => raw.write(": ♥\n\n"), HEARTBEAT_MS);
    const end = () => raw.end();
    open.add(end);
    raw.on("close", () => {
      clearInterval(heartbeat);
      stop();
      open.delete(end);
    });
  });
}
