// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchFilter } from "../../../blocks/class-list/SearchFilter.js";
import { installMatchMedia } from "../../support/jsdomMatchMedia.js";

/**
 * The class filter's search box, hydrated over its server HTML as the island does, with the address's
 * value given by the test: what a visitor typed must survive the addresses that arrive while they type.
 */
describe("the class filter's search box", () => {
  let root: Root | undefined;
  let container: HTMLElement;
  const commits: Array<[string, boolean]> = [];
  const box = (urlValue: string) => (
    <MantineProvider>
      <SearchFilter name="cari" urlValue={urlValue} onCommit={(value, typing) => void commits.push([value, typing])} />
    </MantineProvider>
  );
  const input = () => container.querySelector("input")!;

  /** Types into the box as a browser does: the value changes, then an input event. */
  const type = (text: string) =>
    act(() => {
      for (const character of text) {
        const element = input();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(element, element.value + character);
        element.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
  const pause = () => act(() => vi.advanceTimersByTime(400));
  const addressShows = (urlValue: string) => act(() => root!.render(box(urlValue)));

  /** The server's box for `urlValue`, with `typed` in it before its code runs, then hydrated. */
  async function hydrated(urlValue: string, typed?: string) {
    container = document.createElement("div");
    container.innerHTML = renderToString(box(urlValue));
    document.body.append(container);
    if (typed !== undefined) input().value = typed;
    await act(async () => {
      root = hydrateRoot(container, box(urlValue));
    });
  }

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    installMatchMedia(window);
    vi.useFakeTimers();
    commits.length = 0;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.useRealTimers();
  });

  it("keeps what was typed before its code ran, and what is typed while the bar's address for it arrives", async () => {
    await hydrated("", "untu");
    expect(input().value).toBe("untu");
    // The bar sends "untu" as it starts; the visitor types on before its page arrives.
    await type("k");
    await addressShows("untu");
    expect(input().value).toBe("untuk");
    await pause();
    expect(commits).toEqual([["untuk", true]]);
    await addressShows("untuk");
    await type(" guru");
    expect(input().value).toBe("untuk guru");
  });

  it("never goes back to an address it sent before its latest (a slow answer)", async () => {
    await hydrated("");
    await type("u");
    await pause();
    await type("ntuk");
    await pause();
    expect(commits).toEqual([
      ["u", true],
      ["untuk", true],
    ]);
    await addressShows("u");
    expect(input().value).toBe("untuk");
    await addressShows("untuk");
    expect(input().value).toBe("untuk");
  });

  it("follows an address that changed from elsewhere: clear all, then the back button", async () => {
    await hydrated("desain");
    expect(input().value).toBe("desain");
    await type(" grafis");
    await pause();
    await addressShows("desain grafis");
    await addressShows("");
    expect(input().value).toBe("");
    await addressShows("desain grafis");
    expect(input().value).toBe("desain grafis");
    expect(commits).toEqual([["desain grafis", true]]);
  });
});
