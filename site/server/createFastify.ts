import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { createRequire } from "node:module";
import type { ServerConfig } from "./config.js";

// Not `require`: the server bundle's banner declares that name at the top of the bundle.
const requireHere = createRequire(import.meta.url);

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;
type Factory = (...args: unknown[]) => unknown;

/** The factory a package exports (called once, as Fastify does), required on its first call. */
function onFirstCall(name: string): Factory {
  let factory: Factory | undefined;
  return (...args) => (factory ??= (requireHere(name) as () => Factory)())(...args);
}

/**
 * Fastify's own schema compilers (AJV and fast-json-stringify), loaded when a route first declares a
 * schema rather than when Fastify starts: our routes declare none (requests are checked against the
 * catalogue by the build's precompiled validators), and the two are some 120 modules, 45 ms of a start.
 * Fastify counts compilers given here as custom ones: a route's `headers` schema would be compiled as
 * written, its property names not lower-cased first.
 */
const lazyCompilersFactory = (): CompilersFactory =>
  ({ buildValidator: onFirstCall("@fastify/ajv-compiler"), buildSerializer: onFirstCall("@fastify/fast-json-stringify-compiler") }) as CompilersFactory;

/** Two log lines per request cost real CPU on every page: at the default level (info) requests log only warnings and errors; LOG_LEVEL=debug or trace brings the request lines back. */
export function createFastify(config: ServerConfig): FastifyInstance {
  const requestLogLevel = config.logLevel === "info" ? "warn" : config.logLevel;
  return Fastify({
    logger: { level: config.logLevel },
    // Off unless TRUST_PROXY names the proxies: otherwise any client could set X-Forwarded-*.
    trustProxy: config.trustProxy,
    childLoggerFactory: (logger, bindings, options) => logger.child(bindings, { ...options, level: requestLogLevel }),
    schemaController: { compilersFactory: lazyCompilersFactory() },
  });
}
