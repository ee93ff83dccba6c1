// The page's first script, a few hundred bytes. Once the server's HTML has painted, it announces
// every module the page runs (so they load in parallel, not as a waterfall), then evaluates them
// one per task, dependencies first, ending with the engine entry: no single long task to block
// the main thread. Until the paint, the network and the main thread belong to the stylesheet, the
// fonts and the LCP image.
import { afterFirstPaint } from "./afterFirstPaint.js";
import { PAGE_ASSETS_ID, type PageScripts } from "../shared/PageScripts.js";

/** Lets the browser handle input and paint between two modules (a message, not a clamped timer). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(scripts: PageScripts): Promise<void> {
  await afterFirstPaint();
  for (const href of scripts.modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  for (const href of scripts.modules) {
    await import(/* a chunk of this build, by URL */ href);
    await nextTask();
  }
}

const element = document.getElementById(PAGE_ASSETS_ID);
if (element?.textContent) void start(JSON.parse(element.textContent) as PageScripts);
