import { MenuIsland, type EngineRuntime, type SiteNavigation } from "../../engine/react.js";
import { createRoot } from "./reactDom.js";

export interface MenuRoot {
  toggle(): void;
  close(): void;
}

/**
 * The phone menu of an island page, as a root of its own outside the page's content (its drawer is a
 * portal anyway), made on the first tap of the menu button. The button is HTML: its state
 * (`aria-expanded`, the burger's cross) is set here. `burger` finds the current page's button.
 */
export function mountMenu({
  runtime,
  navigation,
  burger,
}: {
  runtime: EngineRuntime;
  navigation: () => SiteNavigation;
  burger: () => HTMLElement | null;
}): MenuRoot {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  let opened = false;
  const draw = () => {
    const button = burger();
    button?.setAttribute("aria-expanded", String(opened));
    button?.querySelector("span")?.toggleAttribute("data-opened", opened);
    root.render(<MenuIsland engine={runtime.engine} queryClient={runtime.queryClient} navigation={navigation()} opened={opened} onClose={close} />);
  };
  function close() {
    if (!opened) return;
    opened = false;
    draw();
    // The menu hands the focus back to its button, as it does on a page React runs.
    burger()?.focus();
  }
  return {
    toggle: () => {
      opened = !opened;
      draw();
    },
    close,
  };
}
