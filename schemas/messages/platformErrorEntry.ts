import type { MessageEntry } from "./messageEntry.js";

/**
 * A platform error, in the style of Fastify's `FST_ERR_*`: every one is a reply, so it has a status. `data` is
 * what the envelope's `data` says when the caller gives nothing else (mostly the field at fault); `postgrest` is
 * the code a remote-table error answers with (PostgREST's `PGRST…` or PostgreSQL's SQLSTATE), `hint` the gateway's hint.
 */
export interface PlatformErrorEntry extends MessageEntry {
  readonly status: number;
  readonly data?: Readonly<Record<string, string>>;
  readonly postgrest?: string;
  readonly hint?: string;
}
