import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from "../../engine/navigation/progressController.js";
import { domProgressBar } from "../../site/client/domProgressBar.js";

const page = () => new JSDOM('<!doctype html><body><header class="site-header"></header><main></main></body>').window.document;

describe("the progress bar of a page without React", () => {
  afterEach(() => vi.useRealTimers());

  it("shows nothing for a short navigation, and nothing while idle", () => {
    vi.useFakeTimers();
    const document = page();
    const bar = domProgressBar(document);
    bar.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 1);
    bar.end();
    vi.advanceTimersByTime(10_000);
    expect(document.querySelector("progress")).toBeNull();
  });

  it("shows a named native bar in the header during a long one, fills it, finishes and removes it", () => {
    vi.useFakeTimers();
    const document = page();
    const bar = domProgressBar(document);
    bar.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    const shown = document.querySelector<HTMLProgressElement>("header > progress.navigation-progress");
    expect(shown?.getAttribute("aria-label")).toBe("Memuat halaman");
    expect(shown?.max).toBe(100);
    vi.advanceTimersByTime(1000);
    expect(shown!.value).toBeGreaterThan(0);
    expect(shown!.value).toBeLessThan(100);
    bar.end();
    expect(shown!.value).toBe(100);
    vi.advanceTimersByTime(PROGRESS_HIDE_DELAY_MS);
    expect(document.querySelector("progress")).toBeNull();
  });

  it("draws a failed request in the danger colour", () => {
    vi.useFakeTimers();
    const document = page();
    const bar = domProgressBar(document);
    bar.begin();
    vi.advanceTimersByTime(PROGRESS_THROTTLE_MS);
    bar.fail();
    bar.end();
    expect(document.querySelector("progress")?.style.getPropertyValue("--progress-color")).toBe("var(--mantine-color-danger-filled)");
  });
});
