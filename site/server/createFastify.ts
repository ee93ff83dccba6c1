import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.js";

/** Two log lines per request cost real CPU on every page: at the default level (info) requests log only warnings and errors; LOG_LEVEL=debug or trace brings the request lines back. */
export function createFastify(config: ServerConfig): FastifyInstance {
  const requestLogLevel = config.logLevel === "info" ? "warn" : config.logLevel;
  return Fastify({
    logger: { level: config.logLevel },
    // Off unless TRUST_PROXY names the proxies: otherwise any client could set X-Forwarded-*.
    trustProxy: config.trustProxy,
    childLoggerFactory: (logger, bindings, options) => logger.child(bindings, { ...options, level: requestLogLevel }),
  });
}
