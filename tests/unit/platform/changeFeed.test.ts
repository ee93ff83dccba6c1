import { describe, expect, it } from "vitest";
import { platformDbForFile } from "../../support/platformDbForFile.js";
import { createChangeFeed, type ChangeFeed, type ChangeSink } from "../../../site/platform/changes/createChangeFeed.js";
import type { NumberedChange } from "../../../site/platform/changes/PlatformChange.js";
import { changeKeys } from "../../../site/server/createChangeApplier.js";

// On both engines (the platform-postgres project runs this file again on PostgreSQL). That a change reaches
// another process's listeners, through a restart too, is databaseFaults.contract.test.ts's.
const { db: handle, open } = platformDbForFile();

/** What a follower was told, in order: "reset" or a change's id. */
function recorder(): ChangeSink & { told: string[] } {
  const told: string[] = [];
  return { told, reset: () => told.push("reset"), change: (change) => told.push(change.id) };
}

/** Publishes and answers the id the change got, as this feed's own listeners heard it. */
async function published(feed: ChangeFeed, tenant = "demo"): Promise<string> {
  let id = "";
  const stop = feed.subscribe((change) => (id ||= change.id));
  await feed.publish({ kind: "site", tenant, hosts: [] });
  stop();
  return id;
}

describe("the platform's change feed, in the database", () => {
  it("numbers changes in order and tells listeners each one by the time publish resolves", async () => {
    const feed = await createChangeFeed(handle());
    try {
      const heard: NumberedChange[] = [];
      const stop = feed.subscribe((change) => heard.push(change));
      await feed.publish({ kind: "site", tenant: "demo", hosts: ["demo.localhost"] });
      await feed.publish({ kind: "sources", tenant: "demo", sources: ["tables.bookReviews.list"] });
      stop();
      await feed.publish({ kind: "site", tenant: "demo", hosts: [] });
      expect(heard.map(({ id, ...change }) => change)).toEqual([
        { kind: "site", tenant: "demo", hosts: ["demo.localhost"] },
        { kind: "sources", tenant: "demo", sources: ["tables.bookReviews.list"] },
      ]);
      const [first, second] = heard.map((change) => Number(change.id.split(".")[1]));
      expect(second).toBe(first! + 1);
    } finally {
      await feed.close();
    }
  });

  it("gives a follower that comes back what it missed, then what comes, each once; and says when it cannot", async () => {
    const feed = await createChangeFeed(handle());
    try {
      const first = await published(feed);
      const second = await published(feed, "arunika");
      const back = recorder();
      const stop = await feed.follow(first, back);
      const third = await published(feed);
      stop();
      expect(back.told).toEqual([second, third]);

      const level = recorder();
      (await feed.follow(third, level))();
      expect(level.told).toEqual([]);
      // A first connection has nothing to catch up on; a position of another database, or garbled, cannot be told.
      const fresh = recorder();
      (await feed.follow(undefined, fresh))();
      expect(fresh.told).toEqual([]);
      for (const lastId of ["zzzzzzzz.1", "rusak", `${third.split(".")[0]}.999999999`]) {
        const lost = recorder();
        (await feed.follow(lastId, lost))();
        expect(lost.told, lastId).toEqual(["reset"]);
      }
      // Only the newest 1,024 are kept (swept every 64th change): a follower further behind is told to forget everything.
      for (let i = 0; i < 1100; i++) await feed.publish({ kind: "site", tenant: "demo", hosts: [] });
      const behind = recorder();
      (await feed.follow(first, behind))();
      expect(behind.told).toEqual(["reset"]);
    } finally {
      await feed.close();
    }
  });

  it("numbers alike on every handle of one database, so a position taken on one process means the same on another", async () => {
    const other = await open();
    const [here, there] = [await createChangeFeed(handle()), await createChangeFeed(other)];
    try {
      const first = await published(here);
      const second = await published(here);
      const back = recorder();
      (await there.follow(first, back))();
      expect(back.told).toEqual([second]);
    } finally {
      await Promise.all([here.close(), there.close()]);
      await other.close();
    }
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
