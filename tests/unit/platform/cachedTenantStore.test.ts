import { describe, expect, it } from "vitest";
import { cachedTenantStore } from "../../../site/platform/queries/cachedTenantStore.js";
import type { TenantRow, TenantStore } from "../../../site/platform/queries/tenantStore.js";

/** A store whose reads are counted and answered when the test says: the database, seen from the cache. */
function countingStore() {
  const reads: string[] = [];
  let title = "Arunika Academy";
  let failNext = false;
  const row = (id: string) => ({ id, title }) as unknown as TenantRow;
  const pending: (() => void)[] = [];
  const store: TenantStore = {
    async byId(id) {
      reads.push(`byId ${id}`);
      if (failNext) {
        failNext = false;
        throw new Error("basis data tidak menjawab");
      }
      return row(id);
    },
    async byHost(host) {
      reads.push(`byHost ${host}`);
      await new Promise<void>((resolve) => pending.push(resolve));
      return row("arunika");
    },
    async idOf(which) {
      reads.push(`idOf ${JSON.stringify(which)}`);
      return "arunika";
    },
    async hostsOf() {
      return ["main.localhost"];
    },
    async saveSettings(_id, values) {
      title = values[0]![1];
    },
  };
  return {
    store,
    reads,
    retitle: (next: string) => (title = next),
    failNextRead: () => (failNext = true),
    answerPending: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

describe("cachedTenantStore", () => {
  it("reads a site once until told to forget, then reads it again", async () => {
    const db = countingStore();
    const tenants = cachedTenantStore(db.store);
    expect((await tenants.byId("arunika"))?.title).toBe("Arunika Academy");
    await tenants.byId("arunika");
    await tenants.idOf({ host: "MAIN.localhost" });
    await tenants.idOf({ host: "main.localhost" });
    expect(db.reads).toEqual(["byId arunika", 'idOf {"host":"MAIN.localhost"}']);
    db.retitle("Arunika Academy Baru");
    expect((await tenants.byId("arunika"))?.title).toBe("Arunika Academy");
    tenants.forget();
    expect((await tenants.byId("arunika"))?.title).toBe("Arunika Academy Baru");
  });

  it("answers a settings write's own reads from what it wrote", async () => {
    const db = countingStore();
    const tenants = cachedTenantStore(db.store);
    await tenants.byId("arunika");
    await tenants.saveSettings("arunika", [["title", "Arunika Tersimpan"]]);
    expect((await tenants.byId("arunika"))?.title).toBe("Arunika Tersimpan");
  });

  it("keeps neither a failed read nor one that began before a forget", async () => {
    const db = countingStore();
    const tenants = cachedTenantStore(db.store);
    db.failNextRead();
    await expect(tenants.byId("arunika")).rejects.toThrow("basis data tidak menjawab");
    expect((await tenants.byId("arunika"))?.title).toBe("Arunika Academy");

    const early = tenants.byHost("main.localhost");
    tenants.forget();
    db.answerPending();
    await early;
    const again = tenants.byHost("main.localhost");
    db.answerPending();
    await again;
    expect(db.reads.filter((read) => read.startsWith("byHost"))).toHaveLength(2);
  });
});
