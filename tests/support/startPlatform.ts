import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from "fastify";
import { embeddedBaseUrls, type HostRole } from "../../schemas/catalogue/catalogue.js";
import { platformPlugin, type PlatformPluginOptions } from "../../site/platform/index.js";

export interface RunningPlatform {
  readonly app: FastifyInstance;
  /** `http://127.0.0.1:<port>`: where it listens. */
  readonly origin: string;
  /** The platform's base URL per host role, on the port it listens on. */
  readonly baseUrls: Record<HostRole, string>;
  /** Holds platform.sqlite (see withPlatformDb); removed by stop(). */
  readonly dataDir: string;
  /** An in-process GET (no socket), with the headers given. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  stop(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), "platform-test-"));
}

/**
 * The embedded platform alone, in this process, registered the way the site server registers it (no prefix),
 * with a fresh database (or the data dir given), listening on a free local port.
 */
export async function startPlatform(options: Omit<PlatformPluginOptions, "dataDir"> & { readonly dataDir?: string } = {}): Promise<RunningPlatform> {
  const dataDir = options.dataDir ?? tempDataDir();
  const app = Fastify({ logger: false });
  await app.register(platformPlugin, { ...options, dataDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    origin,
    baseUrls: embeddedBaseUrls(origin),
    dataDir,
    get: (url, headers = {}) => app.inject({ method: "GET", url, headers }),
    inject: (injectOptions) => app.inject(injectOptions),
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Origin header of the main demo site. */
export const ORIGIN = { origin: "http://main.localhost:3000" } as const;

export function originOf(host: string): Record<string, string> {
  return { origin: `http://${host}:3000` };
}
