import { createProgressController, nextProgressValue, PROGRESS_STEP_MS } from "../../engine/index.js";

export interface NavigationProgress {
  begin(): void;
  fail(): void;
  end(): void;
}

/**
 * The navigation progress bar of an island page, drawn without React: the same rules (engine/navigation's
 * progress controller) and the same `<progress>` as the router's bar, in the page's header while a
 * navigation takes long enough to show one, and nowhere otherwise.
 */
export function domProgressBar(document: Document): NavigationProgress {
  let bar: HTMLProgressElement | undefined;
  let filling: ReturnType<typeof setInterval> | undefined;
  const stopFilling = () => clearInterval(filling);
  const draw = (failed: boolean) => {
    if (!bar) {
      bar = document.createElement("progress");
      bar.className = "progress-bar navigation-progress";
      bar.max = 100;
      bar.value = 0;
      bar.setAttribute("aria-label", "Memuat halaman");
      bar.style.setProperty("--progress-height", "3px");
    }
    bar.style.setProperty("--progress-color", `var(--mantine-color-${failed ? "danger" : "brand"}-filled)`);
    // In the header's landmark (the page's content all sits in one); the body when a page has none.
    if (!bar.isConnected) (document.querySelector("header") ?? document.body).prepend(bar);
    return bar;
  };
  const controller = createProgressController(
    {
      start: () => {
        stopFilling();
        const shown = draw(false);
        shown.value = 0;
        filling = setInterval(() => (shown.value = nextProgressValue(shown.value)), PROGRESS_STEP_MS);
      },
      fail: () => void draw(true),
      finish: () => {
        stopFilling();
        if (bar) bar.value = 100;
      },
      hide: () => {
        stopFilling();
        bar?.remove();
        bar = undefined;
      },
    },
    { set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) },
  );
  return { begin: () => controller.begin(), fail: () => controller.fail(), end: () => controller.end() };
}
