// The page's first script, a few hundred bytes. Once the server's HTML has painted, it announces
// every module the page runs (so they load in parallel, not as a waterfall), then evaluates them
// one per task, dependencies first, ending with the engine entry: no single long task to block
// the main thread. Until the paint, the network and the main thread belong to the stylesheet, the
// fonts and the LCP image.
import { afterFirstPaint } from "./afterFirstPaint.js";
import { PAGE_ASSETS_ID, type PageScripts } from "../shared/PageScripts.js";
import { nextTask } from "./nextTask.js";
import { readServerJson } from "./readServerJson.js";

const PRELOADS_PER_TASK = 8;

async function start(scripts: PageScripts): Promise<void> {
  await afterFirstPaint();
  // Each modulepreload costs the main thread a request's set-up (2 ms on a slow phone): fifty in one
  // task were a long task of their own.
  for (let start = 0; start < scripts.modules.length; start += PRELOADS_PER_TASK) {
    for (const href of scripts.modules.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
  for (const href of scripts.modules) {
    await import(/* a chunk of this build, by URL */ href);
    await nextTask();
  }
}

/** Modules of this build only: root-relative paths under /assets/. */
const ownModule = (href: unknown) => typeof href === "string" && href.startsWith("/assets/");
const scripts = readServerJson(PAGE_ASSETS_ID) as PageScripts | undefined;
if (scripts && ownModule(scripts.entry) && Array.isArray(scripts.modules) && scripts.modules.every(ownModule)) void start(scripts);
