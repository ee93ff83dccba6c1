import type { TestProject } from "vitest/node";
import { startBuiltServer, type RunningServer } from "./startBuiltServer.js";

declare module "vitest" {
  export interface ProvidedContext {
    serverPort: number;
    serverDataDir: string;
  }
}

let server: RunningServer | undefined;

/** Starts the production server once for the contract and browser suites. */
export async function setup(project: TestProject) {
  const needsServer = project.vitest.projects.some((p) => ["contract", "e2e"].includes(p.name));
  if (!needsServer || process.env.TEST_NO_SERVER) return;
  server = await startBuiltServer();
  project.provide("serverPort", server.port);
  project.provide("serverDataDir", server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
