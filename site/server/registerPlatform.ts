import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { join } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { platformPlugin, type NumberedChange } from "../platform/index.js";
import type { ServerConfig } from "./config.js";
import { seedPasswordProblem } from "./seedPasswordProblem.js";
import { isServerCall } from "./serverCalls.js";

/**
 * Brotli or gzip for every text response without bytes of its own (the platform's JSON); pages,
 * stylesheets and assets bring their own compressed bytes. Level 4 brotli: most of the gain for little CPU.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** The embedded platform, for the host roles no real backend serves; it tells every change, whichever process made it, to `onChange`. */
export async function registerPlatform(app: FastifyInstance, config: ServerConfig, onChange?: (change: NumberedChange) => void): Promise<void> {
  const problem = seedPasswordProblem(config);
  if (problem) throw new Error(problem);
  await app.register(platformPlugin, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databasePoolSize: config.databasePoolSize,
    sitesDir: join(config.tenantsDir, "sites"),
    log: app.log,
    onChange,
    appTokenKey: config.appTokenKey,
    adminPassword: config.seedAdminPassword,
    adminWrites: config.platformAdmin,
    writesPerMinute: config.platformWritesPerMinute,
    mediaBase: config.platformMediaBase,
    roles: config.embeddedRoles,
    isServerCall: isServerCall(config.platformSecret),
  });
}
