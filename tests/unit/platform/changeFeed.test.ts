import { describe, expect, it } from "vitest";
import { createChangeFeed } from "../../../site/platform/changes/createChangeFeed.js";
import { changeKeys } from "../../../site/server/createChangeApplier.js";

describe("the platform's change feed", () => {
  it("numbers changes in order and tells listeners each one", () => {
    const feed = createChangeFeed();
    const heard: string[] = [];
    const stop = feed.subscribe((change) => heard.push(change.id));
    const first = feed.publish({ kind: "site", tenant: "demo", hosts: ["demo.localhost"] });
    const second = feed.publish({ kind: "sources", tenant: "demo", sources: ["tables.bookReviews.list"] });
    stop();
    feed.publish({ kind: "site", tenant: "demo", hosts: [] });
    expect(heard).toEqual([first.id, second.id]);
    expect(Number(second.id.split(".")[1])).toBe(Number(first.id.split(".")[1]) + 1);
  });

  it("gives a listener that comes back what it missed, and says when it cannot (another process, or too old)", () => {
    const feed = createChangeFeed();
    const first = feed.publish({ kind: "site", tenant: "demo", hosts: [] });
    const second = feed.publish({ kind: "site", tenant: "arunika", hosts: [] });
    expect(feed.since(first.id)?.map((change) => change.id)).toEqual([second.id]);
    expect(feed.since(second.id)).toEqual([]);
    expect(createChangeFeed().since(first.id)).toBeUndefined();
    expect(feed.since("rusak")).toBeUndefined();
    for (let i = 0; i < 2000; i++) feed.publish({ kind: "site", tenant: "demo", hosts: [] });
    expect(feed.since(first.id)).toBeUndefined();
  });
});

describe("the pages a change reaches", () => {
  it("names a site's tenant and every host it had, or the reads a write changed", () => {
    expect(changeKeys({ kind: "site", tenant: "demo", hosts: ["demo.localhost", "akademi.example"] })).toEqual([
      "t:demo",
      "h:demo.localhost",
      "h:akademi.example",
    ]);
    expect(changeKeys({ kind: "sources", tenant: "demo", sources: ["tables.bookReviews.list"] })).toEqual(["s:demo:tables.bookReviews.list"]);
  });
});
