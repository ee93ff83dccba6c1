import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../support/rawGet.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// The platform's write limit once counted the site server's own calls: every new visitor's app token
// is minted by the server, in process, always from the same address, so after a minute's budget new
// visitors got no token (found by the route walk). The server's calls carry a per-process secret.
let server: RunningServer;
beforeAll(async () => {
  server = await startBuiltServer({ PLATFORM_WRITE_LIMIT: "3" });
}, 60_000);
afterAll(async () => server?.stop());

describe("app tokens for many new visitors", () => {
  it("are all issued, whatever the platform's write limit for clients", async () => {
    const statuses = [];
    for (let n = 0; n < 10; n++) statuses.push((await rawGet(server.port, "demo.localhost", "/_app/token")).status);
    expect(statuses).toEqual(Array(10).fill(200));
  });

  it("while a client sending the same write itself is limited", async () => {
    const body = JSON.stringify({ id: "demo-web", secret: "salah", scopes: "settings:read" });
    const statuses = [];
    for (let n = 0; n < 5; n++) {
      const answer = await fetch(`http://127.0.0.1:${server.port}/_platform/authorizer/v1/authorizer/token/generate`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-in-process-call": "tebakan" },
        body,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
