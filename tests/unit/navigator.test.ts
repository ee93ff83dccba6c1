import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { createNavigator, type NavigationKind, type NavigatorOptions } from "../../engine/navigation/createNavigator.js";
import { KEEP_SCROLL_ATTRIBUTE } from "../../engine/navigation/pageMarkers.js";

const ORIGIN = "http://demo.localhost";
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><div id="root"><h1>${title}</h1></div></body></html>`;

interface Site {
  window: Window & typeof globalThis;
  document: Document;
  fetched: string[];
  swaps: { title: string; url: string; kind: NavigationKind }[];
  fullLoads: string[];
  progress: string[];
  scrolls: [number, number][];
  click(selector: string, init?: MouseEventInit): boolean;
  settle(): Promise<void>;
  /** Holds the swap of the page titled `title` (its stylesheets still loading) until the function it gives is called. */
  hold(title: string): () => void;
}

/** A page of the site in jsdom with the navigator on it; fetches answer from `pages` (path → response). */
function site(
  pages: Record<string, () => Response>,
  options: Partial<NavigatorOptions> = {},
  body = "",
): Site & { navigator: ReturnType<typeof createNavigator> } {
  // jsdom cannot navigate: links the navigator leaves to the browser would log "not implemented".
  const dom = new JSDOM(`<!doctype html><html><head><title>Beranda</title></head><body><div id="root">${body}</div></body></html>`, {
    url: `${ORIGIN}/`,
    virtualConsole: new VirtualConsole(),
  });
  const window = dom.window as unknown as Window & typeof globalThis;
  const state: Site = {
    window,
    document: window.document,
    fetched: [],
    swaps: [],
    fullLoads: [],
    progress: [],
    scrolls: [],
    click(selector, init = {}) {
      const event = new window.MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
      window.document.querySelector(selector)!.dispatchEvent(event);
      return event.defaultPrevented;
    },
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
    hold(title) {
      let release = () => undefined as void;
      held.set(title, new Promise((resolve) => (release = resolve)));
      return release;
    },
  };
  const held = new Map<string, Promise<void>>();
  window.scrollTo = ((options: ScrollToOptions) => void state.scrolls.push([options.left ?? 0, options.top ?? 0])) as Window["scrollTo"];
  const navigator = createNavigator({
    window,
    fetchPage: async (url) => {
      state.fetched.push(new URL(url).pathname + new URL(url).search);
      const answer = pages[new URL(url).pathname];
      if (!answer) throw new TypeError("Failed to fetch");
      return answer();
    },
    swap: async (next, url, kind) => {
      await held.get(next.title);
      state.swaps.push({ title: next.title, url: url.href, kind });
      window.document.title = next.title;
      window.document
        .getElementById("root")!
        .replaceChildren(...[...next.getElementById("root")!.childNodes].map((node) => window.document.importNode(node, true)));
      return true;
    },
    fullLoad: (url) => state.fullLoads.push(url),
    progress: { begin: () => state.progress.push("begin"), fail: () => state.progress.push("fail"), end: () => state.progress.push("end") },
    ...options,
  });
  return Object.assign(state, { navigator });
}

const html =
  (text: string, status = 200) =>
  () =>
    new Response(text, { status, headers: { "content-type": "text/html; charset=utf-8" } });

describe("the navigator", () => {
  it("shows a link's page in place of this one: fetched, swapped in, in the history, scrolled to the top", async () => {
    const s = site({ "/Class": html(page("Kelas")) }, {}, '<a id="kelas" href="/Class">Kelas</a>');
    expect(s.click("#kelas")).toBe(true);
    await vi.waitFor(() => expect(s.progress).toEqual(["begin", "end"]));
    expect(s.fetched).toEqual(["/Class"]);
    expect(s.swaps).toEqual([{ title: "Kelas", url: `${ORIGIN}/Class`, kind: "push" }]);
    expect(s.window.location.pathname).toBe("/Class");
    expect(s.document.querySelector("h1")?.textContent).toBe("Kelas");
    expect(s.scrolls).toEqual([[0, 0]]);
    expect(s.fullLoads).toEqual([]);
  });

  it.each([
    ["another site", '<a id="a" href="https://contoh.id/Class">x</a>', {}],
    ["a new tab", '<a id="a" href="/Class" target="_blank">x</a>', {}],
    ["a download", '<a id="a" href="/Class" download>x</a>', {}],
    ["a link marked external", '<a id="a" href="/Class" rel="external">x</a>', {}],
    ["a jump within the page", '<a id="a" href="/#kontak">x</a>', {}],
    ["a click with Ctrl", '<a id="a" href="/Class">x</a>', { ctrlKey: true }],
    ["a middle click", '<a id="a" href="/Class">x</a>', { button: 1 }],
  ] as const)("leaves %s to the browser", async (_name, link, init) => {
    const s = site({ "/Class": html(page("Kelas")) }, {}, link);
    expect(s.click("#a", init)).toBe(false);
    await s.settle();
    expect(s.fetched).toEqual([]);
  });

  it("leaves a page outside the document's scope to a full load", async () => {
    const s = site({}, { scope: "/Pesilat" }, '<a id="a" href="/Class">x</a>');
    expect(s.click("#a")).toBe(false);
    await s.navigator.navigate("/Class");
    expect(s.fetched).toEqual([]);
    expect(s.fullLoads).toEqual([`${ORIGIN}/Class`]);
  });

  it("keeps the scroll position for a link that asks (a list's page links)", async () => {
    const s = site({ "/News": html(page("Berita")) }, {}, `<a id="a" href="/News?page=2" ${KEEP_SCROLL_ATTRIBUTE}>2</a>`);
    s.click("#a");
    await vi.waitFor(() => expect(s.progress).toEqual(["begin", "end"]));
    expect(s.fetched).toEqual(["/News?page=2"]);
    expect(s.scrolls).toEqual([]);
  });

  it("loads in full what it cannot show: a server error, something not HTML, a page the swap refuses, no answer", async () => {
    const s = site(
      {
        "/rusak": html("gagal", 500),
        "/berkas": () => new Response("{}", { headers: { "content-type": "application/json" } }),
        "/lain": html(page("Versi baru")),
      },
      { swap: (next) => next.title !== "Versi baru" },
    );
    for (const path of ["/rusak", "/berkas", "/lain", "/tidak-menjawab"]) await s.navigator.navigate(path);
    expect(s.fullLoads).toEqual(["/rusak", "/berkas", "/lain", "/tidak-menjawab"].map((path) => `${ORIGIN}${path}`));
    expect(s.progress.filter((step) => step === "fail")).toHaveLength(3);
  });

  it("shows the site's own 404 page without a full load", async () => {
    const s = site({ "/hilang": html(page("Tidak ditemukan"), 404) });
    await s.navigator.navigate("/hilang");
    expect(s.swaps.map((swap) => swap.title)).toEqual(["Tidak ditemukan"]);
    expect(s.fullLoads).toEqual([]);
  });

  it("fetches a page once when a pointer rests on its link, and the click uses it", async () => {
    const s = site({ "/Class": html(page("Kelas")) }, {}, '<a id="a" href="/Class">Kelas</a>');
    const link = s.document.querySelector("#a")!;
    link.dispatchEvent(new s.window.Event("pointerover", { bubbles: true }));
    link.dispatchEvent(new s.window.Event("pointerover", { bubbles: true }));
    expect(s.fetched).toEqual(["/Class"]);
    s.click("#a");
    await vi.waitFor(() => expect(s.swaps).toHaveLength(1));
    expect(s.fetched).toEqual(["/Class"]);
  });

  it("goes back to the page before, where the visitor had scrolled to", async () => {
    const s = site({ "/": html(page("Beranda")), "/Class": html(page("Kelas")) }, {}, '<a id="a" href="/Class">Kelas</a>');
    Object.defineProperty(s.window, "scrollY", { value: 640, configurable: true });
    s.click("#a");
    await vi.waitFor(() => expect(s.swaps).toHaveLength(1));
    s.window.history.back();
    await vi.waitFor(() => expect(s.swaps).toHaveLength(2));
    expect(s.swaps[1]).toEqual({ title: "Beranda", url: `${ORIGIN}/`, kind: "pop" });
    await vi.waitFor(() => expect(s.scrolls.at(-1)).toEqual([0, 640]));
  });

  it("leaves a history move within the page to the browser (the skip link's #konten, back from it)", async () => {
    const s = site({ "/": html(page("Beranda")) }, {}, '<a id="skip" href="#konten">Langsung ke konten utama</a><main id="konten" tabindex="-1"></main>');
    expect(s.click("#skip")).toBe(false);
    // jsdom does not follow the link: the browser's entry for it, and its popstate, are made here.
    s.window.history.pushState(null, "", "#konten");
    s.window.dispatchEvent(new s.window.PopStateEvent("popstate"));
    s.window.history.back();
    await vi.waitFor(() => expect(s.window.location.hash).toBe(""));
    await s.settle();
    expect(s.fetched).toEqual([]);
    expect(s.swaps).toEqual([]);
  });

  it("records another address of the page without loading it, and loads the address before it on back", async () => {
    const s = site({ "/Class": html(page("Kelas")) });
    await s.navigator.navigate("/Class");
    s.navigator.record("/Class?cari=desain");
    expect(s.window.location.search).toBe("?cari=desain");
    expect(s.fetched).toEqual(["/Class"]);
    s.window.history.back();
    await vi.waitFor(() => expect(s.fetched).toEqual(["/Class", "/Class"]));
    await vi.waitFor(() => expect(s.swaps.at(-1)).toMatchObject({ title: "Kelas", url: `${ORIGIN}/Class`, kind: "pop" }));
  });

  it("puts a page in after the one still going in, never before it, and drops a page another click replaced while it waited", async () => {
    const s = site({ "/Class": html(page("Kelas")), "/Blog": html(page("Blog")), "/Kontak": html(page("Kontak")) });
    const release = s.hold("Kelas");
    const kelas = s.navigator.navigate("/Class");
    await vi.waitFor(() => expect(s.window.location.pathname).toBe("/Class"));
    const blog = s.navigator.navigate("/Blog");
    await vi.waitFor(() => expect(s.fetched).toEqual(["/Class", "/Blog"]));
    const kontak = s.navigator.navigate("/Kontak");
    await vi.waitFor(() => expect(s.fetched).toEqual(["/Class", "/Blog", "/Kontak"]));
    await s.settle();
    expect(s.swaps).toEqual([]);
    release();
    await Promise.all([kelas, blog, kontak]);
    expect(s.swaps.map(({ title }) => title)).toEqual(["Kelas", "Kontak"]);
    expect(s.document.title).toBe("Kontak");
    expect(s.window.location.pathname).toBe("/Kontak");
    expect(s.progress).toEqual(["begin", "begin", "begin", "end"]);
    expect(s.fullLoads).toEqual([]);
  });

  it("shows a redirected page at the address it ended up at", async () => {
    const redirected = () => Object.defineProperty(html(page("Kelas Baru"))(), "url", { value: `${ORIGIN}/Kelas-Baru` });
    const s = site({ "/Kelas-Lama": redirected });
    await s.navigator.navigate("/Kelas-Lama");
    expect(s.window.location.pathname).toBe("/Kelas-Baru");
  });
});
