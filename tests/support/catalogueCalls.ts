import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { ApiClient } from "../../engine/data/createApiClient.js";
import { SEED_PASSWORD, seedUserEmail } from "../../site/platform/seed/seedUserEmail.js";
import { shareToken } from "../../site/platform/seed/shareToken.js";
import { futureWeekday } from "./futureWeekday.js";

/** The tenant whose data the catalogue calls read and write. */
export const TENANT = "demo";

type Api = Pick<ApiClient, "call">;
export const call = (api: Api, id: string, values: ParamValues = {}) => api.call(getCatalogueEntry(id), values);
export const first = async <T>(api: Api, id: string, values: ParamValues = {}): Promise<T> =>
  ((await call(api, id, { page: 1, ...values })) as { items: T[] }).items[0]!;
const unique = Date.now() % 1_000_000;
// A 1×1 transparent PNG.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export interface CatalogueCall {
  id: string;
  values: ParamValues | ((api: Api) => Promise<ParamValues>);
  status?: number;
}

/** One call per catalogue entry (some twice); `values` may look up ids from other entries first. Shared by the catalogue and records contract tests. */
export const catalogueCalls: CatalogueCall[] = [
  { id: "settings.get", values: {} },
  { id: "class.active", values: { page: 1, pageSize: 6 } },
  { id: "class.active", values: { page: 2, pageSize: 6, state: "ended" } },
  { id: "class.overview", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "class.active", { pageSize: 1 })).slug }) },
  { id: "post.list", values: { page: 1, pageSize: 10, kind: "news" } },
  { id: "post.detail", values: async (api) => ({ id: (await first<{ id: number }>(api, "post.list", { pageSize: 1 })).id }) },
  { id: "post.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "post.list", { pageSize: 1 })).slug }) },
  {
    id: "share.resolve",
    values: async (api) => ({ token: shareToken("post", (await first<{ slug: string }>(api, "post.list", { pageSize: 1, kind: "news" })).slug) }),
  },
  { id: "share.resolve", values: async (api) => ({ token: shareToken("class", (await first<{ slug: string }>(api, "class.active", { pageSize: 1 })).slug) }) },
  { id: "statistics.counter", values: { students: true, schools: true, cities: true } },
  { id: "cms.requestDemo", values: { email: "kontrak@contoh.id" } },
  {
    id: "post.appointment.create",
    values: { name: "Uji Kontrak", email: "kontrak@contoh.id", phone: "081234567890", date: futureWeekday(), time: "11:00", message: "Tes" },
    status: 201,
  },
  { id: "lms.app.id", values: { id: TENANT } },
  { id: "lms.settings.get", values: { id: TENANT } },
  { id: "lms.setting.get", values: { id: TENANT, key: "clr_primary" } },
  // Writes put back the value that is there, so the running site's look does not change under the browser tests.
  {
    id: "lms.settings.update",
    values: async (api) => ({ id: TENANT, title: ((await call(api, "lms.settings.get", { id: TENANT })) as { title: string }).title }),
  },
  {
    id: "lms.setting.update",
    values: async (api) => ({
      id: TENANT,
      key: "clr_primary",
      value: ((await call(api, "lms.setting.get", { id: TENANT, key: "clr_primary" })) as { value: string }).value,
    }),
  },
  { id: "authorizer.version", values: {} },
  { id: "authorizer.validate", values: {} },
  { id: "authorizer.token.generate", values: { id: `${TENANT}-web`, secret: `${TENANT}-rahasia-lokal`, scopes: "settings:read" } },
  { id: "region.provinces", values: {} },
  { id: "region.cities", values: { provinceId: 32 } },
  { id: "career.list", values: { page: 1 } },
  { id: "career.job.list", values: async (api) => ({ careerId: (await first<{ id: number }>(api, "career.list")).id, page: 1 }) },
  { id: "career.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "career.list")).slug }) },
  {
    id: "career.job.detail",
    values: async (api) => {
      const careerId = (await first<{ id: number }>(api, "career.list")).id;
      return { id: (await first<{ id: number }>(api, "career.job.list", { careerId })).id };
    },
  },
  { id: "class.syllabus", values: async (api) => ({ classroomId: (await first<{ id: number }>(api, "class.active", { pageSize: 1 })).id }) },
  { id: "class.webinar", values: { page: 1, perPage: 6 } },
  { id: "class.webinar.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "class.webinar", { perPage: 1 })).slug }) },
  { id: "program.active", values: { page: 1, pageSize: 6 } },
  { id: "program.active.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "program.active")).slug }) },
  { id: "program.schools", values: async (api) => ({ programId: (await first<{ id: number }>(api, "program.active")).id }) },
  { id: "program.list", values: {} },
  { id: "program.batch.active", values: { page: 1 } },
  { id: "program.silabus", values: async (api) => ({ programId: (await first<{ id: number }>(api, "program.active")).id }) },
  { id: "mentor.active", values: {} },
  { id: "post.article.list", values: { page: 1, pageSize: 10 } },
  { id: "post.gallery.list", values: { page: 1 } },
  {
    id: "auth.signup.coder",
    values: async (api) => ({
      name: "Coder Kontrak",
      email: `coder${unique}@contoh.id`,
      phone: "081200000001",
      password: "rahasia-kuat-1",
      schoolId: (await first<{ id: number }>(api, "school.list")).id,
    }),
    status: 201,
  },
  {
    id: "team.register",
    values: async (api) => ({
      teamName: `Tim Kontrak A${unique}`,
      leaderName: "Ketua Kontrak",
      email: "tim@contoh.id",
      phone: "081200000002",
      schoolId: (await first<{ id: number }>(api, "school.list")).id,
    }),
    status: 201,
  },
  {
    id: "auth.team.register",
    values: async (api) => ({
      teamName: `Tim Kontrak B${unique}`,
      leaderName: "Ketua Kontrak",
      email: "tim@contoh.id",
      phone: "081200000002",
      schoolId: (await first<{ id: number }>(api, "school.list")).id,
    }),
    status: 201,
  },
  { id: "account.generateToken", values: { email: seedUserEmail(TENANT, 4), password: SEED_PASSWORD } },
  { id: "account.userDetail", values: {} },
  { id: "user.me", values: {} },
  { id: "statistics.record", values: { event: "page_view", path: "/Class" }, status: 201 },
  { id: "school.list", values: { page: 1, provinceId: 32 } },
  {
    id: "school.register",
    values: async (api) => ({
      name: "SMK Kontrak Nusantara",
      npsn: String(10_000_000 + unique),
      cityId: 1,
      contactName: "Guru Kontrak",
      email: "sekolah@contoh.id",
      phone: "081200000003",
      letterFileId: ((await call(api, "drive.upload", { fileName: "surat-tugas.png", contentType: "image/png", data: PNG })) as { id: string }).id,
    }),
    status: 201,
  },
  { id: "drive.upload", values: { fileName: "pixel.png", contentType: "image/png", data: PNG }, status: 201 },
  { id: "mailer.notify", values: { to: "peserta@contoh.id", subject: "Uji kontrak", message: "Halo dari tes kontrak", template: "general" }, status: 201 },
  { id: "statistic.summary", values: {} },
  { id: "statistic.provinces", values: {} },
  { id: "statistic.provinces.score", values: { limit: 5 } },
  { id: "statistic.landing.counter", values: {} },
  { id: "statistic.counter", values: {} },
  { id: "statistic.chart", values: { type: "students" } },
  { id: "statistic.batchs.active", values: {} },
  { id: "statistic.batchs.activeDetail", values: async (api) => ({ id: ((await call(api, "statistic.batchs.active")) as { id: number }[])[0]!.id }) },
  { id: "statistic.students.chart", values: {} },
  { id: "statistic.registrar.chart", values: {} },
  { id: "ce.extensions", values: {} },
  { id: "tables.bookReviews.list", values: { limit: 5 } },
  { id: "tables.bookReviews.create", values: { name: "Pembaca Kontrak", rating: 5, review: "Buku yang sangat membantu saya." }, status: 201 },
  { id: "tables.aspirations.list", values: {} },
  { id: "tables.aspirations.create", values: { name: "Warga Kontrak", city: "Bandung", aspiration: "Semoga ada kelas untuk guru SD." }, status: 201 },
  { id: "tables.userDisc.create", values: { name: "Peserta Kontrak", email: "disc@contoh.id", d: 10, i: 20, s: 5, c: 3 }, status: 201 },
  { id: "tables.testimonies.create", values: { name: "Alumni Kontrak", role: "Alumni", message: "Kelasnya seru dan bermanfaat.", rating: 5 }, status: 201 },
  { id: "tables.donations.list", values: { select: "amount" } },
  { id: "tables.donations.create", values: { name: "Donatur Kontrak", email: "donasi@contoh.id", amount: 50000 }, status: 201 },
];
