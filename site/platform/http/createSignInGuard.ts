import type { FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { createSignInLimiter } from "./createSignInLimiter.js";

/** An account may fail five times in a row, a client address twenty, before each waits longer. */
const ACCOUNT_LIMITS = { freeFailures: 5, maxWaitMs: 15 * 60_000 };
const CLIENT_LIMITS = { freeFailures: 20, maxWaitMs: 15 * 60_000 };

export interface SignInAttempt {
  readonly tenantId: string;
  readonly email: string;
}

export interface SignInGuard {
  /** Whole seconds the attempt must wait (the account or the client is backing off); 0 when it may go on. */
  waitSeconds(request: FastifyRequest, attempt: SignInAttempt): Promise<number>;
  record(request: FastifyRequest, attempt: SignInAttempt, succeeded: boolean): Promise<void>;
}

/**
 * Back-off on failed sign-ins per account and per client, shared by every sign-in route of the platform and,
 * through the database, by every platform process.
 */
export function createSignInGuard(db: PlatformDb): SignInGuard {
  const accounts = createSignInLimiter(db, "account", ACCOUNT_LIMITS);
  const clients = createSignInLimiter(db, "client", CLIENT_LIMITS);
  // The client's address as Fastify tells it: the socket's peer, or what a proxy named in TRUST_PROXY says it
  // forwarded for (behind Varnish every socket is Varnish's); never a header an untrusted client sets.
  const client = (request: FastifyRequest) => request.ip ?? "";
  const account = ({ tenantId, email }: SignInAttempt) => `${tenantId}\n${email.trim().toLowerCase()}`;
  return {
    async waitSeconds(request, attempt) {
      const [forAccount, forClient] = await Promise.all([accounts.waitMs(account(attempt)), clients.waitMs(client(request))]);
      return Math.ceil(Math.max(forAccount, forClient) / 1000);
    },
    async record(request, attempt, succeeded) {
      if (succeeded) return accounts.succeeded(account(attempt));
      await accounts.failed(account(attempt));
      await clients.failed(client(request));
    },
  };
}
