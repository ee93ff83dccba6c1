import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_PASSWORD, seedUserEmail } from "../../../site/platform/seed/seedUserEmail.js";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

/** A visitor on the internet: a public host name, a public client address. */
const PUBLIC = { host: "akademi-arunika.example", remoteAddress: "203.0.113.9" } as const;
/** A developer on the local network. */
const LOCAL = { host: "main.localhost:3000", remoteAddress: "127.0.0.1" } as const;
const ADMIN_KEY = "kunci-admin-uji-0123456789";
const LOGIN = "/_platform/account/login";
const LOGIN_QUERY = "?lmsId=arunika&origin=http%3A%2F%2Fmain.localhost%3A3000%2FCallbackAuth&token=tokensekali123";
const SETTING = "/_platform/api/arunika/cms/app/setting/title";

let platform: RunningPlatform;
let publicAdmin: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ adminWrites: { key: ADMIN_KEY, fromPublicHosts: false } });
  publicAdmin = await startPlatform({ adminWrites: { key: ADMIN_KEY, fromPublicHosts: true } });
});
afterAll(async () => {
  await platform?.stop();
  await publicAdmin?.stop();
});

const json = { "content-type": "application/json", "lmsid": "arunika" };
interface From {
  readonly host: string;
  readonly remoteAddress: string;
}
const generateToken = (from: From, email: string, password: string, on = platform) =>
  on.inject({
    method: "POST",
    url: "/_platform/account/generate/token",
    remoteAddress: from.remoteAddress,
    headers: { ...json, host: from.host },
    payload: JSON.stringify({ email, password }),
  });
const putTitle = (from: From, authorization: string | undefined, on = platform) =>
  on.inject({
    method: "PUT",
    url: SETTING,
    remoteAddress: from.remoteAddress,
    headers: { ...json, host: from.host, ...(authorization && { authorization }) },
    payload: JSON.stringify({ value: "Situs Diambil Alih" }),
  });

describe("the demo accounts", () => {
  it("are listed with their password on a local host and nowhere else", async () => {
    const local = await platform.inject({ method: "GET", url: LOGIN + LOGIN_QUERY, remoteAddress: LOCAL.remoteAddress, headers: { host: LOCAL.host } });
    expect(local.body).toContain(SEED_PASSWORD);
    expect(local.body).toContain(seedUserEmail("arunika", 0));
    const open = await platform.inject({ method: "GET", url: LOGIN + LOGIN_QUERY, remoteAddress: PUBLIC.remoteAddress, headers: { host: PUBLIC.host } });
    expect(open.statusCode).toBe(400);
    expect(open.body).not.toContain(SEED_PASSWORD);
    expect(open.body).not.toContain(seedUserEmail("arunika", 0));
    // A forged Host is not enough: the client's own address must be local too.
    const forged = await platform.inject({ method: "GET", url: LOGIN + LOGIN_QUERY, remoteAddress: PUBLIC.remoteAddress, headers: { host: LOCAL.host } });
    expect(forged.body).not.toContain(SEED_PASSWORD);
  });

  // The same matrix as the cluster suite's through Varnish (tests/cluster/localNetwork.cluster.test.ts), with no proxy:
  // a client on the internet reaching the platform itself, typing each local Host value.
  it.each(["main.localhost", "localhost", "127.0.0.1", "kantor.local", "192.168.1.5", "[::1]:3000"])(
    "are neither listed nor signed in for a public client that types Host %s",
    async (host) => {
      const page = await platform.inject({ method: "GET", url: LOGIN + LOGIN_QUERY, remoteAddress: PUBLIC.remoteAddress, headers: { host } });
      expect(page.body).not.toContain(SEED_PASSWORD);
      expect(page.body).not.toContain(seedUserEmail("arunika", 0));
      const token = await generateToken({ host, remoteAddress: PUBLIC.remoteAddress }, seedUserEmail("arunika", 2), SEED_PASSWORD);
      expect(token.statusCode).not.toBe(200);
      expect(token.body).not.toMatch(/"token"/);
      const local = await platform.inject({ method: "GET", url: LOGIN + LOGIN_QUERY, remoteAddress: LOCAL.remoteAddress, headers: { host } });
      expect(local.body).toContain(seedUserEmail("arunika", 0));
    },
  );

  it("are refused with the demo password from a public host, on the page and through the API", async () => {
    const email = seedUserEmail("arunika", 0);
    expect((await generateToken(PUBLIC, email, SEED_PASSWORD)).statusCode).toBe(401);
    const form = new URLSearchParams({
      lmsId: "arunika",
      origin: "http://main.localhost:3000/CallbackAuth",
      token: "tokensekali123",
      email,
      password: SEED_PASSWORD,
    });
    // A public client on the site's own host: the return address is fine, the demo password is not.
    const page = await platform.inject({
      method: "POST",
      url: LOGIN,
      remoteAddress: PUBLIC.remoteAddress,
      headers: { "host": LOCAL.host, "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain("Email atau kata sandi salah.");
    expect(page.headers.location).toBeUndefined();
    expect((await generateToken(LOCAL, email, SEED_PASSWORD)).statusCode).toBe(200);
  });
});

describe("settings writes", () => {
  it("are refused from a public host, even with a superadmin's token or the admin key, unless allowed", async () => {
    const superadmin = (await generateToken(LOCAL, seedUserEmail("arunika", 0), SEED_PASSWORD)).json().data.token as string;
    expect((await putTitle(PUBLIC, `Bearer ${superadmin}`)).statusCode).toBe(403);
    expect((await putTitle(PUBLIC, `Bearer ${ADMIN_KEY}`)).statusCode).toBe(403);
    expect((await putTitle(PUBLIC, undefined)).statusCode).toBe(403);
    const title = (await platform.get("/_platform/api/v0/cms/app/settings", { origin: "http://main.localhost:3000" })).json().data.title;
    expect(title).toBe("Arunika Academy");
  });

  it("from a public host need the admin key where public writes are allowed", async () => {
    expect((await putTitle(PUBLIC, undefined, publicAdmin)).statusCode).toBe(403);
    expect((await putTitle(PUBLIC, "Bearer kunci-tebakan", publicAdmin)).statusCode).toBe(403);
    expect((await putTitle(PUBLIC, `Bearer ${ADMIN_KEY}`, publicAdmin)).statusCode).toBe(200);
  });

  it("from the local network take a site admin's token or the admin key", async () => {
    expect((await putTitle(LOCAL, undefined)).statusCode).toBe(401);
    expect((await putTitle(LOCAL, `Bearer ${ADMIN_KEY}`)).statusCode).toBe(200);
    const admin = (await generateToken(LOCAL, seedUserEmail("arunika", 1), SEED_PASSWORD)).json().data.token as string;
    expect((await putTitle(LOCAL, `Bearer ${admin}`)).statusCode).toBe(200);
  });
});

describe("sign-in", () => {
  it("backs off after five wrong passwords for an account: twenty in a row trip the limit, the right one waits too", async () => {
    const email = seedUserEmail("arunika", 3);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) statuses.push((await generateToken(LOCAL, email, `salah-sekali-${attempt}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    const locked = await generateToken(LOCAL, email, SEED_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/^Terlalu banyak percobaan masuk yang gagal; coba lagi dalam \d+ detik\.$/);
  });

  it("backs off per client address across accounts", async () => {
    const client = { host: LOCAL.host, remoteAddress: "127.0.0.77" } as const;
    const statuses: number[] = [];
    for (let kind = 0; kind < 25; kind++) statuses.push((await generateToken(client, `tidak-ada-${kind}@contoh.id`, "salah-sekali")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(21)).toContain(429);
  });
});

describe("the account stand-in's return address", () => {
  const signIn = (origin: string) =>
    platform.inject({
      method: "POST",
      url: LOGIN,
      remoteAddress: LOCAL.remoteAddress,
      headers: { "host": LOCAL.host, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        lmsId: "arunika",
        origin,
        token: "tokensekali123",
        email: seedUserEmail("arunika", 4),
        password: SEED_PASSWORD,
      }).toString(),
    });

  it("is the site the page is served on, and the access token travels in the fragment", async () => {
    const answer = await signIn("http://main.localhost:3000/CallbackAuth?next=%2FClass");
    expect(answer.statusCode).toBe(303);
    const location = new URL(answer.headers.location as string);
    expect(location.host).toBe("main.localhost:3000");
    expect(location.searchParams.get("accessToken")).toBeNull();
    expect(new URLSearchParams(location.hash.slice(1)).get("accessToken")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it.each([
    "http://main.localhost:4444/CallbackAuth",
    "https://main.localhost:3000/CallbackAuth",
    "http://pesilat.localhost:3000/CallbackAuth",
    "http://main.localhost:3000/Lain",
  ])("refuses %s", async (origin) => {
    const answer = await signIn(origin);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers.location).toBeUndefined();
  });
});

describe("the seeded admin accounts with a password of the deployment's own (SEED_ADMIN_PASSWORD)", () => {
  const OWN = "kata-sandi-kantor-2026";
  let own: RunningPlatform;
  beforeAll(async () => {
    own = await startPlatform({ adminPassword: OWN });
  });
  afterAll(async () => {
    await own?.stop();
  });

  it("sign in with it and no longer with the seed's public one; the other accounts keep the seed's", async () => {
    for (const kind of [0, 1]) {
      const email = seedUserEmail("arunika", kind);
      expect((await generateToken(LOCAL, email, SEED_PASSWORD, own)).statusCode).toBe(401);
      expect((await generateToken(LOCAL, email, OWN, own)).statusCode).toBe(200);
    }
    expect((await generateToken(LOCAL, seedUserEmail("arunika", 4), SEED_PASSWORD, own)).statusCode).toBe(200);
  });

  it("are listed on the stand-in as having it, not the public one", async () => {
    const page = await own.inject({ method: "GET", url: LOGIN + LOGIN_QUERY, remoteAddress: LOCAL.remoteAddress, headers: { host: LOCAL.host } });
    expect(page.body).toMatch(new RegExp(`${seedUserEmail("arunika", 0).replace(/\./g, "\\.")} — [^<]+ \\(jenis 0, kata sandi dari SEED_ADMIN_PASSWORD\\)`));
    expect(page.body).toMatch(/\(jenis 4\)<\/li>/);
    expect(page.body).not.toContain(OWN);
  });

  it("keep it when the platform starts again on the same data", async () => {
    const again = await startPlatform({ dataDir: own.dataDir, databaseUrl: own.databaseUrl });
    try {
      const email = seedUserEmail("arunika", 0);
      expect((await generateToken(LOCAL, email, OWN, again)).statusCode).toBe(200);
      expect((await generateToken(LOCAL, email, SEED_PASSWORD, again)).statusCode).toBe(401);
    } finally {
      await again.app.close();
    }
  });
});
