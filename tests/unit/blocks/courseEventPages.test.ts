import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayoutRoute } from "../../../engine/layout/types.js";
import { layoutRenderer } from "../../support/renderLayout.js";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const COURSE = "demo-kursus-literasi-digital";

/** The course, class and event routes, in the shape tenants/parts/base-routes.json gives them. */
const routes: LayoutRoute[] = [
  {
    name: "Courses",
    path: "/Courses",
    blocks: [
      {
        type: "class-list",
        props: { detailPath: "/Courses/{slug}", itemLabel: "daftar kursus" },
        data: {
          classes: {
            source: "class.active",
            params: { "page": { query: "page", default: 1 }, "pageSize": 6, "filter.type": "course", "search": { query: "cari" } },
          },
        },
      },
    ],
  },
  {
    name: "Class",
    path: "/Class",
    blocks: [
      {
        type: "class-list",
        data: {
          classes: {
            source: "class.active",
            params: {
              "page": { query: "page", default: 1 },
              "pageSize": 6,
              "search": { query: "cari" },
              "state": { query: "status" },
              "level": { query: "tingkat" },
              "programIds": { query: "program" },
              "filter.type": { query: "format" },
            },
          },
          programs: { source: "program.list" },
        },
      },
    ],
  },
  {
    name: "Courses-slug",
    path: "/Courses/{slug}",
    meta: { data: { source: "class.overview", params: { slug: { route: "slug" } } }, title: "name", description: "description", image: "logo" },
    blocks: [
      {
        type: "course-detail",
        data: {
          course: { source: "class.overview", params: { slug: { route: "slug" } } },
          syllabus: { source: "class.syllabus", params: { slug: { route: "slug" } } },
        },
      },
    ],
  },
  {
    name: "Courses-chapter",
    path: "/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}",
    meta: {
      data: { source: "class.syllabus", params: { slug: { route: "slug" }, moduleSlug: { route: "moduleSlug" }, chapterSlug: { route: "chapterSlug" } } },
      title: "chapter.title",
      description: "chapter.content",
      descriptionWords: 20,
    },
    blocks: [
      {
        type: "course-chapter",
        data: {
          chapter: {
            source: "class.syllabus",
            params: { slug: { route: "slug" }, moduleSlug: { route: "moduleSlug" }, chapterSlug: { route: "chapterSlug" } },
          },
        },
      },
    ],
  },
  {
    name: "Class-Competence-slug",
    path: "/Class/Competence/{slug}",
    meta: { data: { source: "class.overview", params: { slug: { route: "slug" } } }, title: "name", description: "description", image: "logo" },
    blocks: [
      {
        type: "class-competence",
        data: {
          class: { source: "class.overview", params: { slug: { route: "slug" } } },
          syllabus: { source: "class.syllabus", params: { slug: { route: "slug" } } },
        },
      },
    ],
  },
  {
    name: "Event-slug",
    path: "/Event/{slug}",
    meta: { data: { source: "class.webinar.detail", params: { slug: { route: "slug" } } }, title: "title", description: "description" },
    blocks: [{ type: "event-detail", data: { event: { source: "class.webinar.detail", params: { slug: { route: "slug" } } } } }],
  },
  {
    name: "Event-Program-id-slug",
    path: "/Event/Program/{id}/{slug?}",
    meta: { data: { source: "class.webinar.detail", params: { id: { route: "id" } } }, title: "title", description: "description" },
    blocks: [{ type: "event-detail", data: { event: { source: "class.webinar.detail", params: { id: { route: "id" } } } } }],
  },
  {
    name: "Curriculum-program",
    path: "/Curriculum/{program}",
    meta: { data: { source: "program.active.detail", params: { slug: { route: "program" } } }, title: "name", description: "summary" },
    blocks: [{ type: "syllabus", data: { program: { source: "program.active.detail", params: { slug: { route: "program" } } } } }],
  },
];

describe("course pages", () => {
  it("lists only courses on /Courses, linking to the course pages, with a search box bound to ?cari", async () => {
    const page = await layoutRenderer(platform, routes)("/Courses");
    expect(page.status).toBe(200);
    expect(page.body.match(/data-class-state=/g)).toHaveLength(3);
    expect(page.body).toContain(`href="/Courses/${COURSE}"`);
    expect(page.body).toMatch(/<input[^>]*name="cari"/);
    // filter.type is a constant here: no format control.
    expect(page.body).not.toContain("Format");
  });

  it("shows the course's modules with a link to every chapter", async () => {
    const page = await layoutRenderer(platform, routes)(`/Courses/${COURSE}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Literasi Digital untuk Semua");
    expect(page.body.match(/data-module=/g)).toHaveLength(3);
    expect(page.body).toContain(`href="/Courses/${COURSE}/module/aman-di-internet/chapter/kata-sandi-yang-kuat"`);
    expect(page.body).toContain("Mulai belajar");
  });

  it("renders a chapter with sanitized HTML, the module sidebar and previous/next links across modules", async () => {
    const page = await layoutRenderer(platform, routes)(`/Courses/${COURSE}/module/aman-di-internet/chapter/mengenali-penipuan-phishing`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h2>Tujuan bab</h2>");
    expect(page.body).toContain('data-chapter-previous="verifikasi-dua-langkah"');
    expect(page.body).toContain('data-chapter-next="memeriksa-fakta"');
    expect(page.body).toContain(`href="/Courses/${COURSE}/module/informasi/chapter/memeriksa-fakta"`);
    expect(page.body).toContain('aria-current="page"');
    expect(page.body).toMatch(/<title>Mengenali Penipuan Phishing/);
  });

  it("finds a chapter without its module segment", async () => {
    const page = await layoutRenderer(platform, routes)(`/Courses/${COURSE}/module/chapter/hak-cipta-konten`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-chapter-previous="berkomentar-dengan-santun"');
    expect(page.body).not.toContain("data-chapter-next=");
  });

  it("answers 404 for a missing chapter, a chapter in the wrong module and a missing course", async () => {
    const render = layoutRenderer(platform, routes);
    expect((await render(`/Courses/${COURSE}/module/aman-di-internet/chapter/tidak-ada`)).status).toBe(404);
    expect((await render(`/Courses/${COURSE}/module/etika/chapter/kata-sandi-yang-kuat`)).status).toBe(404);
    expect((await render("/Courses/kursus-yang-tidak-ada")).status).toBe(404);
  });

  it("shows a class's competences from its syllabus", async () => {
    const page = await layoutRenderer(platform, routes)("/Class/Competence/demo-pengenalan-belajar-daring");
    expect(page.status).toBe(200);
    expect(page.body.match(/data-competence=/g)).toHaveLength(4);
    expect(page.body).toContain("Membuat akun dan profil");
  });
});

describe("class-list filter bar", () => {
  it("renders one control per query-bound parameter and filters on the server", async () => {
    const page = await layoutRenderer(platform, routes)("/Class?status=ended&page=1");
    expect(page.status).toBe(200);
    expect(page.body).toContain('role="search"');
    for (const name of ["cari", "status", "tingkat", "program"]) expect(page.body).toMatch(new RegExp(`name="${name}"`));
    expect(page.body).toContain("Hapus semua filter");
    const states = [...page.body.matchAll(/data-class-state="(\w+)"/g)].map((match) => match[1]);
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(["ended"]));
  });

  it("searches by the ?cari value", async () => {
    const page = await layoutRenderer(platform, routes)("/Class?cari=keuangan");
    expect(page.body).toContain("Literasi Keuangan untuk Pelajar");
    expect(page.body).not.toContain("Berbicara di Depan Umum");
  });
});

describe("event and curriculum pages", () => {
  it("shows an event by slug and answers 404 for an unknown one", async () => {
    const render = layoutRenderer(platform, routes);
    const page = await render("/Event/demo-literasi-webinar-1");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h2>Agenda</h2>");
    expect(page.body).toContain("Telah Berlangsung");
    expect((await render("/Event/acara-yang-tidak-ada")).status).toBe(404);
  });

  it("shows a program event by id whatever the slug, and 404 for an unknown id", async () => {
    const render = layoutRenderer(platform, routes);
    const page = await render("/Event/Program/60012/judul-lama");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Studi Kasus Literasi untuk Semua bersama Praktisi");
    expect((await render("/Event/Program/999999")).status).toBe(404);
  });

  it("renders a program's silabus on the server from the program slug", async () => {
    const render = layoutRenderer(platform, routes);
    const page = await render("/Curriculum/demo-literasi");
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-silabus="60002"');
    expect(page.body).toContain("Minggu 1");
    expect((await render("/Curriculum/program-tidak-ada")).status).toBe(404);
  });
});
