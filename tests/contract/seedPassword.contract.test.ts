import { afterEach, describe, expect, it } from "vitest";
import { SEED_PASSWORD, seedUserEmail } from "../../site/platform/seed/seedUserEmail.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// The seeded admins' password is printed in docs/configuration.md: a production process that other machines reach must
// not keep it unless told to. Started as `npm start` starts it (the built server, NODE_ENV=production).
let running: RunningServer | undefined;
afterEach(async () => {
  await running?.stop();
  running = undefined;
});

const signIn = (server: RunningServer, password: string) =>
  fetch(`http://127.0.0.1:${server.port}/_platform/account/generate/token`, {
    method: "POST",
    headers: { "content-type": "application/json", "lmsid": "arunika" },
    body: JSON.stringify({ email: seedUserEmail("arunika", 0), password }),
  });

describe("a production start beyond loopback", () => {
  it("stops with a sentence naming SEED_ADMIN_PASSWORD and ALLOW_SEED_PASSWORD while the admins would keep the seed's password", async () => {
    const start = startBuiltServer({ HOST: "0.0.0.0" });
    await expect(start).rejects.toThrow(/the server exited with 1/);
    await expect(start).rejects.toThrow(
      "NODE_ENV=production listens on 0.0.0.0, beyond this machine, and the seeded superadmin and admin accounts would keep the seed's public password: set SEED_ADMIN_PASSWORD",
    );
    await expect(start).rejects.toThrow("or ALLOW_SEED_PASSWORD=true to keep the public one");
  });

  it("starts with SEED_ADMIN_PASSWORD, which the superadmin then signs in with instead of the seed's", async () => {
    running = await startBuiltServer({ HOST: "0.0.0.0", SEED_ADMIN_PASSWORD: "sandi-produksi-arunika" });
    expect((await signIn(running, SEED_PASSWORD)).status).toBe(401);
    const answer = await signIn(running, "sandi-produksi-arunika");
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { token: string } }).data.token).toMatch(/^\S{20,}$/);
  });

  it("refuses a SEED_ADMIN_PASSWORD too short to stand on the internet", async () => {
    await expect(startBuiltServer({ HOST: "0.0.0.0", SEED_ADMIN_PASSWORD: "pendek" })).rejects.toThrow(
      "SEED_ADMIN_PASSWORD must be at least 12 characters, found 6",
    );
  });

  it("keeps the seed's password when told to, and on loopback, where nothing else reaches it", async () => {
    running = await startBuiltServer({ HOST: "0.0.0.0", ALLOW_SEED_PASSWORD: "true" });
    expect((await signIn(running, SEED_PASSWORD)).status).toBe(200);
    await running.stop();
    running = await startBuiltServer({ HOST: "127.0.0.1" });
    expect((await signIn(running, SEED_PASSWORD)).status).toBe(200);
  });
});
