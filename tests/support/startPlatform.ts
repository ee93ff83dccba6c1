import Fastify, { type FastifyInstance } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { embeddedBaseUrls, type HostRole } from "../../schemas/catalogue/catalogue.js";
import { platformPlugin, type PlatformPluginOptions } from "../../site/platform/index.js";

export interface RunningPlatform {
  app: FastifyInstance;
  baseUrls: Record<HostRole, string>;
  /** Holds platform.sqlite (see withPlatformDb). */
  dataDir: string;
  stop: () => Promise<void>;
}

/** The embedded platform alone, in this process, on a free port with a fresh database. */
export async function startPlatform(options: Omit<PlatformPluginOptions, "dataDir"> = {}): Promise<RunningPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), "platform-test-"));
  const app = Fastify();
  await app.register(platformPlugin, { ...options, dataDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const baseUrls = embeddedBaseUrls(`http://127.0.0.1:${port}`);
  return {
    app,
    baseUrls,
    dataDir,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
