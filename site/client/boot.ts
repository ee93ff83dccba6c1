// The page's first script, a few hundred bytes: once the server's HTML has painted, it announces
// every module the page runs (so they load in parallel, not as a waterfall) and starts the engine.
// Until then the network and the main thread belong to the stylesheet, the fonts and the LCP image.
import { afterFirstPaint } from "./afterFirstPaint.js";
import { PAGE_ASSETS_ID, type PageScripts } from "../shared/PageScripts.js";

const element = document.getElementById(PAGE_ASSETS_ID);
const scripts = element?.textContent ? (JSON.parse(element.textContent) as PageScripts) : undefined;
if (scripts) {
  void afterFirstPaint().then(() => {
    for (const href of scripts.modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    return import(/* the engine entry, by URL */ scripts.entry);
  });
}
