import type { LayoutRoute } from "../../engine/layout/types.js";

/** Records of one seeded site that the route walk fills parameterised paths with. */
export interface SiteSamples {
  classItem: { slug: string; name: string };
  news: Post;
  blog: Post;
  berita: Post;
  article: Post & { category: string };
  career: { id: string; slug: string; title: string };
  program: { id: string; slug: string; name: string };
  course: { slug: string; name: string; module: string; chapter: { slug: string; title: string } };
  event: { id: string; slug: string; title: string };
}

interface Post {
  id: string;
  slug: string;
  title: string;
}

/** One concrete URL of a route, and the record title its page must carry (detail pages). */
export interface RouteInstance {
  path: string;
  recordTitle?: string;
}

type ApiGet = (path: string) => Promise<unknown>;

function firstItem<T>(body: unknown, what: string): T {
  const item = (body as { data?: { items?: T[] } }).data?.items?.[0];
  if (!item) throw new Error(`The seed has no ${what} for this site`);
  return item;
}

/** Reads one record of each kind from the site's platform, as its pages would. */
export async function loadSiteSamples(get: ApiGet): Promise<SiteSamples> {
  const [classItem, news, blog, berita, article, career, program, course, event] = await Promise.all([
    get("v1/class/active?page=1&pageSize=1").then((b) => firstItem<SiteSamples["classItem"]>(b, "class")),
    get("v1/post/list?kind=news&page=1&pageSize=1").then((b) => firstItem<Post>(b, "news post")),
    get("v1/post/list?kind=blog&page=1&pageSize=1").then((b) => firstItem<Post>(b, "blog post")),
    get("v1/post/list?kind=berita&page=1&pageSize=1").then((b) => firstItem<Post>(b, "berita post")),
    get("v1/post/article/list?page=1&pageSize=1").then((b) => {
      const item = firstItem<Post & { category: { slug: string } }>(b, "article");
      return { ...item, category: item.category.slug };
    }),
    get("v1/career/list?page=1").then((b) => firstItem<SiteSamples["career"]>(b, "career event")),
    get("v1/program/active?page=1&pageSize=1").then((b) => firstItem<SiteSamples["program"]>(b, "program")),
    get("v1/class/active?page=1&pageSize=1&filter.type=course").then(async (b) => {
      const item = firstItem<{ slug: string; name: string }>(b, "course");
      const syllabus = (await get(`v1/class/syllabus?slug=${item.slug}`)) as {
        data: { modules: { slug: string; chapters: { slug: string; title: string }[] }[] };
      };
      const module = syllabus.data.modules[0];
      if (!module?.chapters[0]) throw new Error(`Course ${item.slug} has no chapter`);
      return { ...item, module: module.slug, chapter: module.chapters[0] };
    }),
    get("v1/class/webinar?page=1&perPage=1").then((b) => firstItem<SiteSamples["event"]>(b, "webinar")),
  ]);
  return { classItem, news, blog, berita, article, career, program, course, event };
}

/**
 * One instance of every parameterised path the layouts use, by path as the layouts write it. A
 * layout path missing here fails the walk, so a new route cannot go unvisited.
 */
const INSTANCES: Record<string, (s: SiteSamples) => RouteInstance> = {
  "/Class/{code}": (s) => ({ path: `/Class/${s.classItem.slug}`, recordTitle: s.classItem.name }),
  "/Class/Competence/{slug}": (s) => ({ path: `/Class/Competence/${s.classItem.slug}`, recordTitle: s.classItem.name }),
  "/Overview/{code}": (s) => ({ path: `/Overview/${s.classItem.slug}`, recordTitle: s.classItem.name }),
  "/Overview/{code?}": (s) => ({ path: `/Overview/${s.classItem.slug}`, recordTitle: s.classItem.name }),
  "/Pesilat/Class/{code?}": (s) => ({ path: `/Pesilat/Class/${s.classItem.slug}`, recordTitle: s.classItem.name }),
  "/Pesilat/Class/{code}": (s) => ({ path: `/Pesilat/Class/${s.classItem.slug}`, recordTitle: s.classItem.name }),
  "/Courses/{slug}": (s) => ({ path: `/Courses/${s.course.slug}`, recordTitle: s.course.name }),
  "/Courses/{slug}/module/{moduleSlug?}/chapter/{chapterSlug}": (s) => ({
    path: `/Courses/${s.course.slug}/module/${s.course.module}/chapter/${s.course.chapter.slug}`,
    recordTitle: s.course.chapter.title,
  }),
  "/News/{id}/{title?}": (s) => ({ path: `/News/${s.news.id}/${s.news.slug}`, recordTitle: s.news.title }),
  "/News/{slug}": (s) => ({ path: `/News/${s.news.slug}`, recordTitle: s.news.title }),
  "/Blog/{id}/{title?}": (s) => ({ path: `/Blog/${s.blog.id}/${s.blog.slug}`, recordTitle: s.blog.title }),
  "/Berita/Detail/{id?}/{title?}": (s) => ({ path: `/Berita/Detail/${s.berita.id}/${s.berita.slug}`, recordTitle: s.berita.title }),
  "/Articles/{slug}": (s) => ({ path: `/Articles/${s.article.category}` }),
  "/Articles/{slug?}/Detail/{id?}/{title?}": (s) => ({
    path: `/Articles/${s.article.category}/Detail/${s.article.id}/${s.article.slug}`,
    recordTitle: s.article.title,
  }),
  "/Event/Careers/{id}/{slug?}": (s) => ({ path: `/Event/Careers/${s.career.id}/${s.career.slug}`, recordTitle: s.career.title }),
  "/Career/{slug?}": (s) => ({ path: `/Career/${s.career.slug}`, recordTitle: s.career.title }),
  "/Event/{slug}": (s) => ({ path: `/Event/${s.event.slug}`, recordTitle: s.event.title }),
  "/Program/{slug}": (s) => ({ path: `/Program/${s.program.slug}`, recordTitle: s.program.name }),
  "/Program/{id}/{slug}": (s) => ({ path: `/Program/${s.program.id}/${s.program.slug}`, recordTitle: s.program.name }),
  "/Curriculum/{program}": (s) => ({ path: `/Curriculum/${s.program.slug}`, recordTitle: s.program.name }),
  "/Services/{slug?}": (s) => ({ path: `/Services/${s.program.slug}`, recordTitle: s.program.name }),
  "/Event/Program/{id}/{slug?}": (s) => ({ path: `/Event/Program/${s.event.id}/${s.event.slug}`, recordTitle: s.event.title }),
  "/Portfolio/{type?}/{title?}": () => ({ path: "/Portfolio/corporate/farcapital", recordTitle: "Akademi Analis Data FarCapital" }),
  "/Lms/Features/{slug}": () => ({ path: "/Lms/Features/coding-studio", recordTitle: "Integrated Coding Studio" }),
  "/Features/{slug}": () => ({ path: "/Features/online-quiz", recordTitle: "Online Quiz Form" }),
};

/** The URL the walk visits for a route: its own path when static, an instance otherwise. */
export function routeInstance(route: LayoutRoute, samples: SiteSamples): RouteInstance {
  if (!route.path.includes("{")) return { path: route.path };
  const instance = INSTANCES[route.path];
  if (!instance) throw new Error(`No instance for the parameterised path '${route.path}' (route ${route.name}); add one to tests/support/routeInstances.ts`);
  return instance(samples);
}
