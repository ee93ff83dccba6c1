import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { PlatformChange } from "../../site/platform/index.js";
import { followPlatformChanges } from "../../site/server/followPlatformChanges.js";

// The node's follower of the platform's change stream reads the event-stream format as the spec writes it,
// whatever line ends the platform (or a proxy in between) uses, and resumes from the last event id.
let server: Server | undefined;
let stop: (() => void) | undefined;
afterEach(async () => {
  stop?.();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A stream that sends `frames` as they are to each connection, recording the requests. */
async function streamOf(frames: (request: IncomingMessage) => string, requests: IncomingMessage[] = []): Promise<string> {
  server = createServer((request, response) => {
    requests.push(request);
    response.writeHead(200, { "content-type": "text/event-stream" });
    response.write(frames(request));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const change: PlatformChange = { kind: "site", tenant: "arunika", hosts: ["main.localhost"] };

function follow(url: string) {
  const changes: PlatformChange[] = [];
  let resets = 0;
  const followed = followPlatformChanges(url, "rahasia-platform-uji", { changed: (c) => changes.push(c), reset: () => (resets += 1) }, () => undefined);
  stop = followed.close;
  return { changes, resets: () => resets, ready: followed.ready };
}

describe("followPlatformChanges", () => {
  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["CR", "\r"],
  ])("reads frames with %s line ends, comments and data over several lines", async (_name, end) => {
    // The heartbeat comment at the end lets a lone CR be read as a line end (it might have been half a CRLF).
    // Split between two members: the line feed that joins the lines is white space to JSON.
    const json = JSON.stringify(change);
    const cut = json.indexOf(",") + 1;
    const [first, second] = [json.slice(0, cut), json.slice(cut)];
    const url = await streamOf(() =>
      [
        `: tetap hidup`,
        ``,
        `event: reset`,
        `data:`,
        ``,
        `event: change`,
        `id: 7`,
        `data: ${first}`,
        `data: ${second}`,
        ``,
        `event: ready`,
        `data:`,
        ``,
        `: ♥`,
        ``,
      ].join(end),
    );
    const followed = follow(url);
    await followed.ready;
    expect(followed.resets()).toBe(1);
    expect(followed.changes).toEqual([change]);
  });

  it("asks for what it missed by the last event id when it connects again", async () => {
    const requests: IncomingMessage[] = [];
    const url = await streamOf(
      (request) =>
        request.headers["last-event-id"] ? "event: ready\ndata:\n\n" : `event: change\nid: 41\ndata: ${JSON.stringify(change)}\n\nevent: ready\ndata:\n\n`,
      requests,
    );
    const followed = follow(url);
    await followed.ready;
    expect(followed.changes).toEqual([change]);
    // The platform drops the connection: the follower comes back with the id of the last change it applied.
    server!.closeAllConnections();
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]!.headers["last-event-id"]).toBe("41");
  });
});
