import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from "fastify";
import { platformPlugin, type PlatformPluginOptions } from "../../../site/platform/index.js";

export interface RunningPlatform {
  readonly app: FastifyInstance;
  readonly dataDir: string;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), "platform-test-"));
}

/** A real Fastify instance with the platform registered the way the site server registers it (no prefix). */
export async function startPlatform(dataDir: string = tempDataDir(), options: Omit<PlatformPluginOptions, "dataDir"> = {}): Promise<RunningPlatform> {
  const app = Fastify({ logger: false });
  await app.register(platformPlugin, { ...options, dataDir });
  await app.ready();
  return {
    app,
    dataDir,
    get: (url, headers = {}) => app.inject({ method: "GET", url, headers }),
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ORIGIN = { origin: "http://main.localhost:3000" } as const;

export function originOf(host: string): Record<string, string> {
  return { origin: `http://${host}:3000` };
}
