// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../engine/errors/catalogue.js";
import { GuardedErrorScreen } from "../../engine/render/screens/GuardedErrorScreen.js";
import { errorPageFailure } from "../../site/server/errorPageFailure.js";
import { installMatchMedia } from "../support/jsdomMatchMedia.js";

const SPEC = {
  title: "An error occurred while showing the error page",
  body: "Unfortunately an error occurred and while showing the error page another error occurred",
  link: "Go back to home",
};

describe("error-page failure: what shows when the error page itself fails", () => {
  it("uses the spec's texts", () => {
    expect(MESSAGES.errorPageFailureTitle).toBe(SPEC.title);
    expect(MESSAGES.errorPageFailureBody).toBe(SPEC.body);
    expect(MESSAGES.errorPageFailureLink).toBe(SPEC.link);
  });

  it("is a whole document on the server, with the details escaped and a link home", () => {
    const html = errorPageFailure('render failed\n<script>alert("x")</script>');
    expect(html.startsWith('<!doctype html><html lang="id">')).toBe(true);
    expect(html).toContain(`<title>${SPEC.title}</title>`);
    expect(html).toContain(`<h1>${SPEC.title}</h1>`);
    expect(html).toContain(`<p>${SPEC.body}</p>`);
    expect(html).toContain(`<a href="/">${SPEC.link}</a>`);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });

  describe("in the browser", () => {
    let container: HTMLElement | undefined;
    afterEach(() => {
      container?.remove();
      vi.restoreAllMocks();
    });

    async function show(path: string, { themed = false } = {}) {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
      // React reports the caught failure on console.error; it is the subject of the test, not noise.
      vi.spyOn(console, "error").mockImplementation(() => {});
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const router = createMemoryRouter(
        [
          {
            path: "/",
            errorElement: <GuardedErrorScreen />,
            children: [
              { index: true, element: <p>Beranda</p> },
              {
                path: "Kelas",
                loader: () => {
                  throw new Error("Data kelas gagal dimuat");
                },
                element: <p>Kelas</p>,
              },
            ],
          },
        ],
        { initialEntries: [path] },
      );
      container = document.createElement("div");
      document.body.append(container);
      const root = createRoot(container);
      const app = <RouterProvider router={router} />;
      await act(async () => root.render(themed ? <MantineProvider>{app}</MantineProvider> : app));
      return container;
    }

    it("replaces an error screen that fails (here: rendered without its theme provider) and names both errors", async () => {
      const page = await show("/Kelas");
      const screen = page.querySelector("[data-error-page-failure]");
      expect(screen).not.toBeNull();
      expect(screen!.querySelector("h1")?.textContent).toBe(SPEC.title);
      expect(screen!.textContent).toContain(SPEC.body);
      const details = screen!.querySelector("pre")?.textContent ?? "";
      expect(details).toContain("Data kelas gagal dimuat");
      expect(details).toMatch(/MantineProvider/);
      const home = screen!.querySelector("a");
      expect(home?.getAttribute("href")).toBe("/");
      expect(home?.textContent).toBe(SPEC.link);
    });

    it("shows a route's error on the generic error screen: its status, its sentence and a router link home", async () => {
      installMatchMedia(window);
      const page = await show("/Kelas", { themed: true });
      expect(page.querySelector("[data-error-page-failure]")).toBeNull();
      expect(page.textContent).toContain("500");
      expect(page.textContent).toContain(MESSAGES.genericError);
      expect(page.querySelector("[data-error-message]")?.textContent).toBe("Data kelas gagal dimuat");
      const home = [...page.querySelectorAll("a")].find((link) => link.textContent === MESSAGES.backHome);
      expect(home?.getAttribute("href")).toBe("/");
    });

    it("leaves a page without an error alone", async () => {
      const page = await show("/");
      expect(page.textContent).toBe("Beranda");
      expect(page.querySelector("[data-error-page-failure]")).toBeNull();
    });
  });
});
