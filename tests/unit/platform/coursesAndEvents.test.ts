import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSyllabusRecordSchema as classSyllabusSchema, webinarDetailRecordSchema, webinarRecordSchema } from "../../../schemas/records/index.js";
import { assertValid, contract } from "./contract.js";
import { originOf, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

const ajv = new Ajv({ strict: false, allErrors: true });
const syllabusRecord = ajv.compile(classSyllabusSchema);
const eventRecord = ajv.compile(webinarRecordSchema);
const eventDetailRecord = ajv.compile(webinarDetailRecordSchema);
const HOSTS = ["main.localhost", "pesilat.localhost", "foundation.localhost", "ligasmk.localhost", "jongkreatif.localhost", "demo.localhost"];
const API = "/_platform/api/v1/class";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

async function data<T>(url: string, host = "demo.localhost"): Promise<T> {
  const response = await platform.get(url, originOf(host));
  expect(response.statusCode, response.body).toBe(200);
  assertValid(contract.generic, response.json());
  return response.json().data as T;
}

interface ListItem {
  id: number;
  slug: string;
  kind: string;
  comingSoon: boolean;
  onRegistration: boolean;
  started: boolean;
  ended: boolean;
}
interface Page<T> {
  items: T[];
  totalItems: number;
}

function badge(item: ListItem): string {
  return item.comingSoon ? "comingSoon" : item.onRegistration ? "onRegistration" : item.started ? "started" : item.ended ? "ended" : "none";
}

describe.each(HOSTS)("courses of %s", (host) => {
  it("has several courses of 3–5 modules × 2–4 chapters, in the syllabus shape the blocks read", async () => {
    const courses = await data<Page<ListItem>>(`${API}/active?page=1&pageSize=100&filter.type=course`, host);
    expect(courses.totalItems).toBeGreaterThanOrEqual(3);
    for (const course of courses.items) {
      expect(course.kind).toBe("course");
      const syllabus = await data<{ modules: { slug: string; chapters: { slug: string }[] }[]; items: unknown[] }>(`${API}/syllabus?slug=${course.slug}`, host);
      expect(syllabusRecord(syllabus), ajv.errorsText(syllabusRecord.errors)).toBe(true);
      expect(syllabus.modules.length).toBeGreaterThanOrEqual(3);
      expect(syllabus.modules.length).toBeLessThanOrEqual(5);
      for (const module of syllabus.modules) {
        expect(module.chapters.length).toBeGreaterThanOrEqual(2);
        expect(module.chapters.length).toBeLessThanOrEqual(4);
      }
      // Module titles double as the class syllabus topics (overview, competences).
      expect(syllabus.items).toHaveLength(syllabus.modules.length);
      const chapterSlugs = syllabus.modules.flatMap((module) => module.chapters.map((chapter) => chapter.slug));
      expect(new Set(chapterSlugs).size).toBe(chapterSlugs.length);
    }
  });

  it("shows all five badge states on the first page of /Class, with courses listed after the classes", async () => {
    const first = await data<Page<ListItem>>(`${API}/active?page=1`, host);
    expect(new Set(first.items.map(badge))).toEqual(new Set(["comingSoon", "onRegistration", "started", "ended", "none"]));
    expect(first.items.every((item) => item.kind === "class")).toBe(true);
    const classes = await data<Page<ListItem>>(`${API}/active?page=1&pageSize=100&filter.type=class`, host);
    expect(classes.items.every((item) => item.kind === "class")).toBe(true);
  });

  it("has past and upcoming events, soonest upcoming first", async () => {
    const events = await data<Page<{ status: string; startsAt: string }>>(`${API}/webinar?page=1&perPage=100`, host);
    for (const event of events.items) expect(eventRecord(event), ajv.errorsText(eventRecord.errors)).toBe(true);
    const statuses = events.items.map((event) => event.status);
    expect(statuses).toContain("past");
    expect(statuses).toContain("upcoming");
    // Not-yet-over events come before past ones.
    expect(statuses.indexOf("past")).toBeGreaterThan(statuses.lastIndexOf("upcoming"));
    const upcoming = events.items.filter((event) => event.status === "upcoming").map((event) => Date.parse(event.startsAt));
    expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
  });
});

describe("GET class/syllabus with a chapter", () => {
  const course = "demo-kursus-keuangan-keluarga";

  it("adds the chapter with its HTML content and module", async () => {
    const syllabus = await data<{ chapter: { slug: string; moduleSlug: string; content: string } }>(
      `${API}/syllabus?slug=${course}&moduleSlug=utang&chapterSlug=metode-bola-salju`,
    );
    expect(syllabusRecord(syllabus), ajv.errorsText(syllabusRecord.errors)).toBe(true);
    expect(syllabus.chapter).toMatchObject({ slug: "metode-bola-salju", moduleSlug: "utang" });
    expect(syllabus.chapter.content).toMatch(/<p>.+<\/p>/);
    expect(syllabus.chapter.content).toMatch(/<h2>Tujuan bab<\/h2>/);
    expect(syllabus.chapter.content).toMatch(/<ul>(<li>.+?<\/li>)+<\/ul>/);
  });

  it("answers 404 for an unknown chapter, a chapter of another module, an unknown module and an unknown class", async () => {
    for (const query of [
      `slug=${course}&chapterSlug=tidak-ada`,
      `slug=${course}&moduleSlug=anggaran&chapterSlug=metode-bola-salju`,
      `slug=${course}&moduleSlug=tidak-ada`,
      "slug=kelas-tidak-ada",
      "classroomId=999999",
    ]) {
      const response = await platform.get(`${API}/syllabus?${query}`, originOf("demo.localhost"));
      expect(response.statusCode, query).toBe(404);
      expect(response.json().status).toBe(false);
    }
  });

  it("does not serve another tenant's course", async () => {
    const response = await platform.get(`${API}/syllabus?slug=${course}`, originOf("main.localhost"));
    expect(response.statusCode).toBe(404);
  });

  it("asks for classroomId or slug", async () => {
    const response = await platform.get(`${API}/syllabus`, originOf("demo.localhost"));
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ field: "classroomId" });
  });
});

describe("GET class/webinar/detail", () => {
  it("finds an event by slug and by id (ignoring the slug), with its agenda", async () => {
    const bySlug = await data<{ id: number; content: string }>(`${API}/webinar/detail?slug=demo-literasi-webinar-3`);
    expect(eventDetailRecord(bySlug), ajv.errorsText(eventDetailRecord.errors)).toBe(true);
    expect(bySlug.content).toContain("<h2>Agenda</h2>");
    const byId = await data<{ slug: string }>(`${API}/webinar/detail?id=${bySlug.id}&slug=judul-lama`);
    expect(byId.slug).toBe("demo-literasi-webinar-3");
  });

  it("answers 404 for an unknown event and for another tenant's event", async () => {
    expect((await platform.get(`${API}/webinar/detail?slug=tidak-ada`, originOf("demo.localhost"))).statusCode).toBe(404);
    expect((await platform.get(`${API}/webinar/detail?slug=demo-literasi-webinar-3`, originOf("main.localhost"))).statusCode).toBe(404);
  });
});
