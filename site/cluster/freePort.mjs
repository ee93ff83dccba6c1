// A free loopback port, for each process the cluster, the temporary PostgreSQL and the tests start.
import { createServer } from "node:net";

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}
