import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertValid, contract } from "./contract.js";
import { ORIGIN, originOf, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

const LIST = "/_platform/api/v1/class/active";
const OVERVIEW = "/_platform/api/v1/class/overview";

interface ClassItem {
  id: number;
  name: string;
  slug: string;
  description: string;
  level: string;
  type: string;
  programId: number;
  comingSoon: boolean;
  onRegistration: boolean;
  started: boolean;
  ended: boolean;
}

function badge(item: ClassItem): string {
  if (item.comingSoon) return "comingSoon";
  if (item.onRegistration) return "onRegistration";
  if (item.started) return "started";
  if (item.ended) return "ended";
  return "none";
}

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

async function list(query: string, headers: Record<string, string> = ORIGIN) {
  const response = await platform.get(`${LIST}${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  assertValid(contract.paginated, body);
  for (const item of body.data.items) assertValid(contract.classItem, item);
  return body.data as { page: number; perPage: number; totalItems: number; totalPages: number; items: ClassItem[] };
}

describe("GET class/active", () => {
  it("pages with the spec's default page size of 6", async () => {
    const first = await list("");
    expect(first.page).toBe(1);
    expect(first.perPage).toBe(6);
    expect(first.items).toHaveLength(6);
    expect(first.totalItems).toBeGreaterThanOrEqual(14);
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 6));

    const second = await list("?page=2");
    expect(second.page).toBe(2);
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);

    const all = await list("?page=1&pageSize=100");
    expect(all.items).toHaveLength(all.totalItems);
    expect(all.items.slice(0, 6).map((item) => item.id)).toEqual(first.items.map((item) => item.id));

    const beyond = await list(`?page=${first.totalPages + 1}`);
    expect(beyond.items).toEqual([]);
    expect(beyond.totalItems).toBe(first.totalItems);
  });

  it.each(["main.localhost", "pesilat.localhost", "foundation.localhost", "ligasmk.localhost", "jongkreatif.localhost", "demo.localhost"])(
    "shows all five badge states on the first page of %s",
    async (host) => {
      const { items } = await list("?page=1", originOf(host));
      expect(new Set(items.map(badge))).toEqual(new Set(["comingSoon", "onRegistration", "started", "ended", "none"]));
    },
  );

  it("filters by state using the badge precedence", async () => {
    for (const state of ["comingSoon", "onRegistration", "started", "ended"]) {
      const { items, totalItems } = await list(`?page=1&pageSize=100&state=${state}`);
      expect(totalItems).toBeGreaterThan(0);
      for (const item of items) expect(badge(item)).toBe(state);
    }
  });

  it("filters by level, type, programIds and search", async () => {
    const beginner = await list("?pageSize=100&level=beginner");
    expect(beginner.totalItems).toBeGreaterThan(0);
    expect(beginner.items.every((item) => item.level === "beginner")).toBe(true);

    const online = await list("?pageSize=100&filter.type=online");
    expect(online.totalItems).toBeGreaterThan(0);
    expect(online.items.every((item) => item.type === "online")).toBe(true);

    const all = await list("?pageSize=100");
    const [a, b] = [...new Set(all.items.map((item) => item.programId))];
    const some = await list(`?pageSize=100&programIds=${a},${b}`);
    expect(some.totalItems).toBe(all.items.filter((item) => item.programId === a || item.programId === b).length);

    const search = await list("?pageSize=100&search=PYTHON");
    expect(search.totalItems).toBeGreaterThan(0);
    expect(search.items.every((item) => `${item.name} ${item.description}`.toLowerCase().includes("python"))).toBe(true);

    const literal = await list("?search=%25");
    expect(literal.totalItems).toBe(0);
  });
});

describe("GET class/active: the query and the tenant", () => {
  it("ignores unknown query keys and treats empty values as absent", async () => {
    const { perPage, page } = await list("?utm_source=x&pageSize=&state=");
    expect(page).toBe(1);
    expect(perPage).toBe(6);
  });

  it.each([
    ["?pageSize=0", "pageSize"],
    ["?pageSize=101", "pageSize"],
    ["?pageSize=abc", "pageSize"],
    ["?page=0", "page"],
    ["?state=paused", "state"],
    ["?programIds=1,x", "programIds"],
    ["?filter.type=remote", "filter.type"],
  ])("rejects %s with 400 naming %s", async (query, field) => {
    const response = await platform.get(`${LIST}${query}`, ORIGIN);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    assertValid(contract.generic, body);
    expect(body).toMatchObject({ status: false, data: { field } });
    expect(body.message).toContain(`'${field}'`);
    expect(body.message).toMatch(/seharusnya/);
  });

  it("picks the tenant from lmsId before Origin, and rejects unknown or missing tenants", async () => {
    const byHeader = await list("?pageSize=100", { lmsid: "pesilat", ...ORIGIN });
    expect(byHeader.items.every((item) => item.name.length > 0)).toBe(true);
    const pesilat = await list("?pageSize=100", originOf("pesilat.localhost"));
    expect(byHeader.items.map((item) => item.id)).toEqual(pesilat.items.map((item) => item.id));

    const unknown = await platform.get(LIST, { lmsid: "nope" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(false);

    const missing = await platform.get(LIST);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, data: { field: "lmsId" } });
    expect(missing.json().message).toContain("lmsId");
  });
});

describe("GET class/overview", () => {
  it("returns one class with its syllabus", async () => {
    const [first] = (await list("")).items;
    const response = await platform.get(`${OVERVIEW}?slug=${first?.slug}`, ORIGIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assertValid(contract.generic, body);
    assertValid(contract.classOverview, body.data);
    expect(body.data.slug).toBe(first?.slug);
    expect(body.data.syllabus.length).toBeGreaterThanOrEqual(4);
    for (const topic of body.data.syllabus) {
      expect(typeof topic.title).toBe("string");
      expect(Number.isInteger(topic.hours)).toBe(true);
    }
  });

  it("answers 404 for an unknown slug or another tenant's class", async () => {
    const unknown = await platform.get(`${OVERVIEW}?slug=tidak-ada`, ORIGIN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, data: null });
    const foreign = await platform.get(`${OVERVIEW}?slug=pesilat-jurus-dasar-pemula`, ORIGIN);
    expect(foreign.statusCode).toBe(404);
  });

  it("requires a slug", async () => {
    const response = await platform.get(OVERVIEW, ORIGIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ field: "slug" });
  });
});
