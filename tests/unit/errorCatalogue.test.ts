import { describe, expect, it, vi } from "vitest";
import { catalogue, getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { buildRequest } from "../../engine/catalogue/buildRequest.js";
import {
  CALL_MESSAGE_PREFIXES,
  callSafely,
  createErrorLog,
  installErrorLog,
  MESSAGES,
  routeErrorStatus,
  SourceError,
  successMessageOf,
  toCallResult,
} from "../../engine/errors/index.js";

describe("toCallResult / callSafely: caught, status false, error as the message, logged", () => {
  it("turns a failure into { status: false, message } and logs it once", async () => {
    const log = vi.fn();
    const result = await callSafely("post.list", async () => Promise.reject(new SourceError("post.list", "Layanan tidak tersedia", 503)), { log });
    expect(result).toMatchObject({ status: false, message: "Layanan tidak tersedia" });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain("post.list");
    expect(log.mock.calls[0]![1]).toBeInstanceOf(SourceError);
  });

  it("turns a success into { status: true, data } with no message for ordinary entries, and does not log", async () => {
    const log = vi.fn();
    expect(await callSafely("post.list", async () => ({ items: [] }), { log })).toEqual({ status: true, data: { items: [] } });
    expect(log).not.toHaveBeenCalled();
  });

  it("uses the thrown value's text whatever was thrown", () => {
    expect(toCallResult("x.y", { ok: false, error: "boom" })).toMatchObject({ status: false, message: "boom" });
    expect(toCallResult("x.y", { ok: false, error: { message: "as object" } })).toMatchObject({ status: false, message: "as object" });
    expect(toCallResult("x.y", { ok: false, error: 42 })).toMatchObject({ status: false, message: "42" });
  });

  it("logs with console.warn on the server (no window), never console.error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await callSafely("post.list", async () => Promise.reject(new Error("down")));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it("goes through the logger the caller names (the server's), not the console", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const server = vi.fn();
    try {
      await callSafely("post.list", async () => Promise.reject(new Error("down")), { log: server });
      expect(server).toHaveBeenCalledTimes(1);
      expect(server.mock.calls[0]![0]).toBe("[post.list] down");
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe("career message prefixes", () => {
  const expected = {
    "career.list": ["Success fetch list Career: ", "Failed fetch list Career: "],
    "career.job.list": ["Success fetch list Job: ", "Failed fetch list Job: "],
    "career.detail": ["Success fetch detail Career: ", "Failed fetch detail Career: "],
    "career.job.detail": ["Success fetch detail Job: ", "Failed fetch detail Job: "],
  } as const;

  it("are keyed by catalogue entries that exist", () => {
    expect(Object.keys(CALL_MESSAGE_PREFIXES).sort()).toEqual(Object.keys(expected).sort());
    for (const id of Object.keys(expected)) expect(() => getCatalogueEntry(id)).not.toThrow();
  });

  for (const [id, [success, failure]] of Object.entries(expected)) {
    it(`${id}: '${success}…' / '${failure}…'`, async () => {
      const ok = await callSafely(id, async () => ({ page: 1, perPage: 6, totalItems: 8, totalPages: 2, items: [{}, {}] }));
      expect(ok.status).toBe(true);
      expect(ok.message?.startsWith(success)).toBe(true);
      const failed = await callSafely(id, async () => Promise.reject(new Error("HTTP 500")), { log: () => undefined });
      expect(failed).toMatchObject({ status: false, message: `${failure}HTTP 500` });
    });
  }

  it("summarises a paginated success", () => {
    expect(toCallResult("career.list", { ok: true, data: { page: 1, perPage: 6, totalItems: 8, totalPages: 2, items: [1, 2] } }).message).toBe(
      "Success fetch list Career: page 1 of 2, 2 items",
    );
    expect(toCallResult("career.detail", { ok: true, data: { slug: "frontend" } }).message).toBe("Success fetch detail Career: frontend");
  });
});

describe("remote-table success statuses: 200 for reads, 201 for creates", () => {
  const tables = catalogue.entries.filter((entry) => entry.host === "remoteTables");

  it("every remote-table read accepts 200 only and every create 201 only", () => {
    expect(tables.length).toBeGreaterThan(0);
    for (const entry of tables) {
      expect(entry.envelope, entry.id).toBe("rows");
      expect(entry.success, entry.id).toEqual(entry.method === "GET" ? [200] : [201]);
      expect(["GET", "POST"], entry.id).toContain(entry.method);
    }
  });

  it("a create asks for its rows back (PostgREST answers an empty 201 otherwise); a read does not", () => {
    for (const entry of tables) {
      const values = Object.fromEntries(entry.params.filter((p) => p.required).map((p) => [p.name, p.type === "integer" ? 1 : (p.enum?.[0] ?? "x")]));
      const headers = buildRequest(entry, values).headers;
      expect(headers, entry.id).toEqual(entry.method === "POST" ? { Prefer: "return=representation" } : undefined);
    }
  });
});

describe("demo request success text", () => {
  it("is 'Berhasil mengirim request' for cms.requestDemo and nothing for other entries", () => {
    expect(MESSAGES.demoRequestSent).toBe("Berhasil mengirim request");
    expect(successMessageOf("cms.requestDemo")).toBe("Berhasil mengirim request");
    expect(() => getCatalogueEntry("cms.requestDemo")).not.toThrow();
    expect(successMessageOf("post.appointment.create")).toBeUndefined();
    expect(successMessageOf("toString")).toBeUndefined();
  });

  it("is the success message of a caught demo request call", async () => {
    expect(await callSafely("cms.requestDemo", async () => ({ id: 1 }))).toEqual({ status: true, data: { id: 1 }, message: "Berhasil mengirim request" });
  });
});

describe("routeErrorStatus: a routing error without a status defaults to 500", () => {
  it("keeps an error status and defaults everything else to 500", () => {
    expect(routeErrorStatus(new Response("Not Found", { status: 404 }))).toBe(404);
    expect(routeErrorStatus({ status: 503, statusText: "Service Unavailable", internal: false, data: null })).toBe(503);
    expect(routeErrorStatus(new SourceError("post.detail", "gone", 410))).toBe(410);
    expect(routeErrorStatus(new Error("boom"))).toBe(500);
    expect(routeErrorStatus(new SourceError("post.detail", "no status", undefined))).toBe(500);
    expect(routeErrorStatus(undefined)).toBe(500);
    expect(routeErrorStatus("text")).toBe(500);
    expect(routeErrorStatus({ status: "404" })).toBe(500);
    expect(routeErrorStatus({ status: 200 })).toBe(500);
    expect(routeErrorStatus({ status: 302 })).toBe(500);
  });
});

describe("error log: the app's error handler stores the error with a timestamp", () => {
  it("records message, ISO timestamp, status and source", () => {
    const log = createErrorLog({ now: () => new Date("2026-01-02T03:04:05.000Z") });
    const entry = log.record(new SourceError("career.list", "Gagal", 502));
    expect(entry).toEqual({ at: "2026-01-02T03:04:05.000Z", message: "Gagal", status: 502, source: "career.list" });
    expect(log.record("plain", { source: "manual" })).toEqual({ at: "2026-01-02T03:04:05.000Z", message: "plain", source: "manual" });
    expect(log.entries()).toHaveLength(2);
  });

  it("is bounded: the oldest entries go first", () => {
    const log = createErrorLog({ capacity: 3 });
    for (let i = 1; i <= 5; i++) log.record(new Error(`e${i}`));
    expect(log.entries().map((e) => e.message)).toEqual(["e3", "e4", "e5"]);
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it("installErrorLog stores window errors, unhandled rejections and React recoverable errors", () => {
    const target = new EventTarget();
    const installed = installErrorLog(target);
    const error = Object.assign(new Event("error"), { error: new Error("uncaught"), message: "Uncaught Error: uncaught" });
    target.dispatchEvent(error);
    target.dispatchEvent(Object.assign(new Event("unhandledrejection"), { reason: new SourceError("post.list", "rejected", 500) }));
    installed.onRecoverableError(new Error("hydration mismatch"), { componentStack: "" });
    expect(installed.log.entries().map(({ message, source, status }) => ({ message, source, status }))).toEqual([
      { message: "uncaught", source: "window.error", status: undefined },
      { message: "rejected", source: "unhandledrejection", status: 500 },
      { message: "hydration mismatch", source: "react.recoverable", status: undefined },
    ]);
    for (const entry of installed.log.entries()) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    installed.uninstall();
    target.dispatchEvent(new Event("error"));
    expect(installed.log.entries()).toHaveLength(3);
  });
});
