import { readConfig } from "./config.js";
import { createServer } from "./createServer.js";

const config = readConfig();
const app = await createServer(config);
await app.listen({ port: config.port, host: config.host });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
