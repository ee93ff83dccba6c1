import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";

/**
 * Renders a tree to a complete HTML string. Unlike renderToString, an error inside a Suspense
 * boundary does not fail the page: that boundary's fallback is sent and the browser retries it,
 * which is how one broken block stays one broken block on the server too.
 */
export function renderToHtml(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString("utf8");
        done();
      },
    });
    sink.on("finish", () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // The page is sent whole, so nothing gains from moving boundaries out of line.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        onError(error);
      },
    });
  });
}
