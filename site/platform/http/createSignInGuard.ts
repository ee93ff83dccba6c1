import type { FastifyRequest } from "fastify";
import { createSignInLimiter } from "./createSignInLimiter.js";

/** An account may fail five times in a row, a client address twenty, before each waits longer. */
const ACCOUNT_LIMITS = { freeFailures: 5, maxWaitMs: 15 * 60_000, maxKeys: 50_000 };
const CLIENT_LIMITS = { freeFailures: 20, maxWaitMs: 15 * 60_000, maxKeys: 50_000 };

export interface SignInAttempt {
  readonly tenantId: string;
  readonly email: string;
}

export interface SignInGuard {
  /** Whole seconds the attempt must wait (the account or the client is backing off); 0 when it may go on. */
  waitSeconds(request: FastifyRequest, attempt: SignInAttempt): number;
  record(request: FastifyRequest, attempt: SignInAttempt, succeeded: boolean): void;
}

/** Back-off on failed sign-ins per account and per client, shared by every sign-in route of the platform. */
export function createSignInGuard(): SignInGuard {
  const accounts = createSignInLimiter(ACCOUNT_LIMITS);
  const clients = createSignInLimiter(CLIENT_LIMITS);
  // The socket's peer, not a forwarded header the client could vary at will.
  const client = (request: FastifyRequest) => request.socket?.remoteAddress ?? "";
  const account = ({ tenantId, email }: SignInAttempt) => `${tenantId}\u0000${email.trim().toLowerCase()}`;
  return {
    waitSeconds(request, attempt) {
      return Math.ceil(Math.max(accounts.waitMs(account(attempt)), clients.waitMs(client(request))) / 1000);
    },
    record(request, attempt, succeeded) {
      if (succeeded) {
        accounts.succeeded(account(attempt));
        return;
      }
      accounts.failed(account(attempt));
      clients.failed(client(request));
    },
  };
}
