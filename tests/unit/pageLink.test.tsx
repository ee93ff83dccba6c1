// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PageLink } from "../../engine/render/navigation/PageLink.js";
import { SiteNavigationProvider, type SiteNavigateOptions, type SiteNavigation } from "../../engine/render/navigation/siteNavigation.js";
import { SiteLink } from "../../engine/render/shell/SiteLink.js";

function navigationAt(pathname: string, calls: Array<[string, SiteNavigateOptions | undefined]> = []): SiteNavigation {
  return { location: { pathname, search: "", hash: "" }, navigate: (to, options) => void calls.push([to, options]) };
}

describe("a link to one of the site's pages", () => {
  let cleanup: (() => void) | undefined;
  afterEach(() => {
    cleanup?.();
    cleanup = undefined;
  });

  /** Renders `link` under a navigation that records its calls, and gives its anchor. */
  async function mounted(link: React.ReactNode, calls: Array<[string, SiteNavigateOptions | undefined]>): Promise<HTMLAnchorElement> {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<SiteNavigationProvider value={navigationAt("/", calls)}>{link}</SiteNavigationProvider>));
    cleanup = () => {
      root.unmount();
      container.remove();
    };
    return container.querySelector("a")!;
  }

  const click = (anchor: HTMLAnchorElement, init: MouseEventInit = {}) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    anchor.dispatchEvent(event);
    return event;
  };

  it("moves on the client on a plain click, keeping the scroll when it says so", async () => {
    const calls: Array<[string, SiteNavigateOptions | undefined]> = [];
    const anchor = await mounted(
      <PageLink to="/Kelas?halaman=2" keepScroll>
        Berikutnya
      </PageLink>,
      calls,
    );
    expect(anchor.getAttribute("href")).toBe("/Kelas?halaman=2");
    expect(anchor.hasAttribute("data-keep-scroll")).toBe(true);
    expect(click(anchor).defaultPrevented).toBe(true);
    expect(calls).toEqual([["/Kelas?halaman=2", { keepScroll: true }]]);
  });

  it("leaves to the browser a click with a modifier, another button, a target or a download", async () => {
    const calls: Array<[string, SiteNavigateOptions | undefined]> = [];
    const anchor = await mounted(<PageLink to="/Berita">Berita</PageLink>, calls);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(click(anchor, init).defaultPrevented).toBe(false);
    anchor.target = "_blank";
    expect(click(anchor).defaultPrevented).toBe(false);
    anchor.removeAttribute("target");
    anchor.setAttribute("download", "");
    expect(click(anchor).defaultPrevented).toBe(false);
    expect(calls).toEqual([]);
  });

  it("is a plain link outside a site navigation, and for an address that is not a site path", () => {
    expect(renderToString(<PageLink to="/Tentang">Tentang</PageLink>)).toBe('<a href="/Tentang">Tentang</a>');
    expect(renderToString(<PageLink to="//cdn.example.id/x">x</PageLink>)).toBe('<a href="//cdn.example.id/x">x</a>');
  });

  it("a menu link marks the page on screen and the pages under it, home only itself", () => {
    const menu = (pathname: string) =>
      renderToString(
        <SiteNavigationProvider value={navigationAt(pathname)}>
          <SiteLink link={{ label: "Beranda", to: "/" }} />
          <SiteLink link={{ label: "Kelas", to: "/Kelas" }} />
          <SiteLink link={{ label: "Blog", to: "https://blog.example.id/" }} />
        </SiteNavigationProvider>,
      );
    expect(menu("/")).toBe(
      '<a href="/" class="active" aria-current="page">Beranda</a><a href="/Kelas">Kelas</a><a href="https://blog.example.id/" rel="noopener noreferrer">Blog</a>',
    );
    expect(menu("/kelas/desain-grafis")).toContain('<a href="/Kelas" class="active" aria-current="page">Kelas</a>');
    expect(menu("/kelas/desain-grafis")).toContain('<a href="/">Beranda</a>');
    expect(menu("/Kelasku")).toContain('<a href="/Kelas">Kelas</a>');
  });
});
