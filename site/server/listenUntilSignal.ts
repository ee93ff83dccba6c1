import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.js";

/** Listens on the configured address and closes cleanly (requests in flight finish) on SIGINT or SIGTERM. */
export async function listenUntilSignal(app: FastifyInstance, config: Pick<ServerConfig, "port" | "host">): Promise<void> {
  await app.listen({ port: config.port, host: config.host });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
