import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue, type CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";
import { futureWeekday } from "../support/futureWeekday.js";
import { uploadLetter } from "../unit/platform/uploadLetter.js";
import { mintAppToken } from "../support/mintAppToken.js";
import { TEST_ENGINE } from "../support/testEngine.js";

// Issue 10: every write endpoint of the embedded platform, fed hostile bodies. No answer is a 5xx,
// a refused write leaves every table as it was, and an accepted one stores only clean values. On both
// engines: the platform-postgres project runs this file again on PostgreSQL.
const ADMIN_KEY = "kunci-admin-uji-0123456789";
/**
 * Counted for writes that are refused too, as is their job: every write (the write limit, writeLimit.test.ts)
 * and every wrong password (the sign-in back-off, signInLimiter.test.ts).
 */
const BOOKKEEPING = new Set(["write_limits", "sign_in_failures"]);
let platform: RunningPlatform;
let tables: string[];
/** What the site's client sends on every main-API call; cms.requestDemo (a GET that stores) is refused without it. */
let appToken: string;
beforeAll(async () => {
  // The write limit is tested on its own (writeLimit.test.ts); here every body must reach the validators.
  platform = await startPlatform({ adminWrites: { key: ADMIN_KEY, fromPublicHosts: false }, writesPerMinute: 1_000_000 });
  const listed = await platform.query<{ name: string }>(
    TEST_ENGINE === "postgres"
      ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  tables = listed.map((table) => table.name).filter((name) => !BOOKKEEPING.has(name));
  // A school registration names its assignment letter, which must be on the drive already.
  VALID["school.register"]!.letterFileId = await uploadLetter(platform, { lmsid: "arunika", origin: "http://main.localhost:3000" });
  appToken = await mintAppToken(platform, "arunika");
});
afterAll(async () => {
  await platform?.stop();
});

/** The writes: every call that is not a GET, and the one GET the spec makes a write (request-demo). */
const writes = catalogue.entries.filter((entry) => entry.method !== "GET" || entry.id === "cms.requestDemo");
const PATH_VALUES: Record<string, string> = { id: "arunika", key: "clr_primary" };

function urlOf(entry: CatalogueEntry, query: Record<string, unknown> = {}): string {
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? name);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
  return `${catalogue.hosts[entry.host].embeddedPath}${path}${search.size ? `?${search}` : ""}`;
}

/** Every table's row count, in one statement. */
async function counts(): Promise<Record<string, number>> {
  const rows = await platform.query<{ name: string; n: number }>(
    tables.map((name) => `SELECT '${name}' AS name, count(*) AS n FROM "${name}"`).join(" UNION ALL "),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
}

/**
 * The tables a write may change without adding a row: a setting written again replaces its value (an upsert),
 * so its count stays and only its rows tell what was stored.
 */
const UPDATED_IN_PLACE = new Set(["tenant_setting_overrides"]);

/** Text a form could never have meant: control characters, the replacement character of broken UTF-8, lone surrogates. */
const UNFIT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\ufffd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "\u202e",
    "x".repeat(70_000),
  ),
  fc.emailAddress(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(1e20, -1, 0, 2 ** 53, -(2 ** 53), 1.5, Number.MAX_SAFE_INTEGER + 2, true, false, null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.constant({ __proto__: { admin: true } }),
);

/** A write each endpoint accepts, so that the property also reaches the paths that store. */
const VALID: Record<string, Record<string, unknown>> = {
  "post.appointment.create": {
    name: "Rina Wulandari",
    email: "rina@contoh.id",
    phone: "081234567890",
    institution: "SMK Nusantara",
    date: futureWeekday(),
    time: "10:00",
    message: "Ingin demo kelas daring.",
  },
  "cms.requestDemo": { email: "kepala.sekolah@contoh.id" },
  "lms.settings.update": { title: "Arunika Academy", clr_primary: "#1d4ed8", meta_description: "Belajar digital" },
  "lms.setting.update": { value: "#1d4ed8" },
  "authorizer.token.generate": { id: "arunika-web", secret: "arunika-rahasia-lokal" },
  "auth.signup.coder": { name: "Bagus Pratama", email: "bagus@contoh.id", phone: "081298765432", password: "rahasia-kuat-1" },
  "team.register": { teamName: "Tim Garuda", leaderName: "Sari Dewi", email: "sari@contoh.id", phone: "081277776666", schoolId: 10004 },
  "auth.team.register": { teamName: "Tim Elang", leaderName: "Dimas Putra", email: "dimas@contoh.id", phone: "081255554444", schoolId: 10004 },
  "account.generateToken": { email: "tidak.ada@contoh.id", password: "salah-sekali" },
  "statistics.record": { event: "page_view", path: "/Class", refId: 12 },
  "school.register": { name: "SMK Harapan Bangsa", npsn: "20123456", cityId: 1106, contactName: "Pak Budi", email: "budi@contoh.id", phone: "081233334444" },
  "drive.upload": { fileName: "foto.png", contentType: "image/png", data: "iVBORw0KGgo=" },
  "mailer.notify": { to: "admin@contoh.id", subject: "Pendaftaran baru", message: "Ada pendaftar baru." },
  "tables.bookReviews.create": { name: "Andi Saputra", rating: 5, review: "Bukunya sangat membantu belajar." },
  "tables.aspirations.create": { name: "Maya Lestari", city: "Bandung", aspiration: "Ingin lebih banyak kelas desain." },
  "tables.userDisc.create": { name: "Yoga Pratama", email: "yoga@contoh.id", d: 10, i: 8, s: 6, c: 4 },
  "tables.testimonies.create": { name: "Lina Marlina", role: "Guru", message: "Materinya jelas dan praktis.", rating: 5 },
  "tables.donations.create": { name: "Hendra Wijaya", email: "hendra@contoh.id", amount: 50000, message: "Semoga bermanfaat" },
};

/** A valid write with one or two of its fields made hostile, a body built on its parameters, or anything at all. */
function bodies(entry: CatalogueEntry): fc.Arbitrary<{ payload: string; contentType: string }> {
  const names = entry.params.filter((p) => p.in === "body").map((p) => p.name);
  const valid = VALID[entry.id] ?? {};
  const nearlyValid = fc
    .dictionary(fc.constantFrom(...(names.length ? names : ["x"])), hostileValue, { minKeys: 0, maxKeys: 2 })
    .map((changes) => ({ payload: JSON.stringify({ ...valid, ...changes }), contentType: "application/json" }));
  const shaped = fc
    .dictionary(fc.constantFrom(...(names.length ? names : ["x"]), "__proto__", "constructor", "id", "tenant_id"), hostileValue, { maxKeys: names.length + 2 })
    .map((body) => ({ payload: JSON.stringify(body), contentType: "application/json" }));
  const anyJson = fc.jsonValue().map((value) => ({ payload: JSON.stringify(value), contentType: "application/json" }));
  const raw = fc.tuple(
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"),
  );
  return fc.oneof(
    { weight: 4, arbitrary: nearlyValid },
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: raw.map(([payload, contentType]) => ({ payload, contentType })) },
  );
}

function queries(entry: CatalogueEntry): fc.Arbitrary<Record<string, unknown>> {
  const names = entry.params.filter((p) => p.in === "query").map((p) => p.name);
  const hostile = fc.dictionary(fc.constantFrom(...names, "x"), hostileValue, { maxKeys: names.length + 1 });
  return fc.oneof(
    hostile,
    hostile.map((changes) => ({ ...VALID[entry.id], ...changes })),
  );
}

const accepted = new Map<string, number>();

describe("hostile bodies for every write endpoint", () => {
  it("covers every write of the catalogue, each with a valid example", () => {
    expect(writes.map((entry) => entry.id).sort()).toEqual(Object.keys(VALID).sort());
  });

  for (const entry of writes) {
    it(`${entry.id} (${entry.method} ${entry.path}): no 5xx, nothing stored when refused, only clean values when accepted`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(entry), queries(entry), fc.boolean(), async (body, query, admin) => {
          const before = await counts();
          const get = entry.method === "GET";
          const response = await platform.inject({
            method: entry.method as "POST",
            url: urlOf(entry, get ? query : {}),
            headers: {
              lmsid: "arunika",
              apptoken: appToken,
              origin: "http://main.localhost:3000",
              ...(!get && { "content-type": body.contentType }),
              ...(admin && { authorization: `Bearer ${ADMIN_KEY}` }),
            },
            ...(!get && { payload: body.payload }),
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          const after = await counts();
          if (response.statusCode >= 400) {
            expect(after, `${response.statusCode} ${response.body.slice(0, 200)}`).toEqual(before);
            return;
          }
          accepted.set(entry.id, (accepted.get(entry.id) ?? 0) + 1);
          // Accepted: every row of a table it wrote holds text without control characters and whole numbers that
          // are exact (the rows there before were checked as they came, or seeded).
          for (const name of Object.keys(after)) {
            if (after[name] === before[name] && !UPDATED_IN_PLACE.has(name)) continue;
            for (const row of await platform.query<Record<string, unknown>>(`SELECT * FROM "${name}"`)) {
              for (const [column, value] of Object.entries(row)) {
                if (typeof value === "string") expect(UNFIT_TEXT.test(value), `${name}.${column} = ${JSON.stringify(value.slice(0, 80))}`).toBe(false);
                if (typeof value === "number")
                  expect(Number.isFinite(value) && (Number.isInteger(value) ? Number.isSafeInteger(value) : true), `${name}.${column} = ${value}`).toBe(true);
              }
            }
          }
        }),
        { numRuns: 60 },
      );
    });
  }

  it("reached the storing path of every write but the sign-in with a wrong password", () => {
    const never = writes.map((entry) => entry.id).filter((id) => !accepted.get(id));
    expect(never).toEqual(["account.generateToken"]);
  });
});
