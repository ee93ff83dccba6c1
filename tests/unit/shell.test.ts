import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { wrapperClassName } from "../../engine/render/wrapperClassName.js";
import { roleForKind } from "../../engine/session/roles.js";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunkError } from "../../engine/navigation/chunkReloadGuard.js";
import { createProgressController, PROGRESS_HIDE_DELAY_MS, PROGRESS_THROTTLE_MS } from "../../engine/navigation/progressController.js";
import { sharedHostSwitch, sharedSegmentsOf } from "../../engine/tenant/sharedHostSwitch.js";
import { readConfig } from "../../site/server/config.js";

function fakeClock() {
  let now = 0;
  const timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    timers: {
      set: (fn: () => void, ms: number) => {
        timers.push({ at: now + ms, fn, id: next });
        return next++;
      },
      clear: (id: unknown) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

function recorder() {
  const calls: string[] = [];
  return {
    calls,
    sink: { start: () => calls.push("start"), fail: () => calls.push("fail"), finish: () => calls.push("finish"), hide: () => calls.push("hide") },
  };
}

describe("navigation progress bar rules", () => {
  it("does not show for a navigation shorter than the 200 ms throttle", () => {
    const clock = fakeClock();
    const { calls, sink } = recorder();
    const progress = createProgressController(sink, clock.timers);
    progress.begin();
    clock.advance(PROGRESS_THROTTLE_MS - 1);
    progress.end();
    clock.advance(1000);
    expect(calls).toEqual([]);
  });
  it("shows, finishes and hides 500 ms later", () => {
    const clock = fakeClock();
    const { calls, sink } = recorder();
    const progress = createProgressController(sink, clock.timers);
    progress.begin();
    clock.advance(PROGRESS_THROTTLE_MS);
    progress.end();
    expect(calls).toEqual(["start", "finish"]);
    clock.advance(PROGRESS_HIDE_DELAY_MS);
    expect(calls).toEqual(["start", "finish", "hide"]);
  });
  it("is failed then finished after a failed request, only finished when cancelled", () => {
    const clock = fakeClock();
    const failed = recorder();
    const a = createProgressController(failed.sink, clock.timers);
    a.begin();
    clock.advance(300);
    a.fail();
    a.end("done");
    expect(failed.calls).toEqual(["start", "fail", "finish"]);
    const cancelled = recorder();
    const b = createProgressController(cancelled.sink, clock.timers);
    b.begin();
    clock.advance(300);
    b.fail();
    b.end("cancelled");
    expect(cancelled.calls).toEqual(["start", "finish"]);
  });
  it("marks a refresh that fails outside navigation failed, finishes and hides it", () => {
    const clock = fakeClock();
    const { calls, sink } = recorder();
    const progress = createProgressController(sink, clock.timers);
    progress.fail();
    expect(calls).toEqual(["start", "fail", "finish"]);
    clock.advance(PROGRESS_HIDE_DELAY_MS - 1);
    progress.fail();
    expect(calls).toEqual(["start", "fail", "finish", "fail", "finish"]);
    clock.advance(PROGRESS_HIDE_DELAY_MS);
    expect(calls).toEqual(["start", "fail", "finish", "fail", "finish", "hide"]);
  });
});

describe("chunk reload guard", () => {
  it("recognises chunk load failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/chunk-X.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Network down"))).toBe(false);
  });
  it("reloads at most once per 60 s", () => {
    expect(shouldReloadForChunkError(1_000_000, null)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 - CHUNK_RELOAD_GUARD_MS + 1)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 - CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, Number.NaN)).toBe(true);
  });
});

describe("pesilat switch on shared hosts", () => {
  const map = readConfig({}, resolve(import.meta.dirname, "../..")).sharedHosts;
  it("reads the rules from tenants/hosts/shared.json", () => {
    expect(map).toContainEqual({ host: "main.localhost", segment: "pesilat", target: "pesilat.localhost" });
    expect(sharedSegmentsOf("Main.Localhost:3000", map)).toEqual(["pesilat"]);
    expect(sharedSegmentsOf("foundation.localhost", map)).toEqual([]);
  });
  it.each([
    ["main.localhost:3000", "pesilat.localhost"],
    ["staging.main.localhost", "staging.pesilat.localhost"],
    ["dev.main.localhost", "dev.pesilat.localhost"],
  ])("%s/Pesilat… is served by %s", (host, target) => {
    expect(sharedHostSwitch(host, "/Pesilat", map)).toEqual({ host: target, scope: "/Pesilat" });
    expect(sharedHostSwitch(host, "/pesilat/Class/abc", map)).toEqual({ host: target, scope: "/pesilat" });
  });
  it("leaves other paths and other hosts alone", () => {
    expect(sharedHostSwitch("main.localhost", "/Class", map)).toEqual({ host: "main.localhost" });
    expect(sharedHostSwitch("main.localhost", "/PesilatX", map)).toEqual({ host: "main.localhost" });
    expect(sharedHostSwitch("foundation.localhost", "/Pesilat", map)).toEqual({ host: "foundation.localhost" });
  });
});

describe("roles: user kind number to sidebar role", () => {
  it("maps kinds 0–9 and nothing else", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(roleForKind)).toEqual([
      "superadmin",
      "admin",
      "mentor",
      "teacher",
      "student",
      "industry",
      "writer",
      "lead_program",
      "partner",
      "lead_region",
    ]);
    expect(roleForKind("4")).toBe("student");
    expect(roleForKind(10)).toBeUndefined();
    expect(roleForKind(-1)).toBeUndefined();
    expect(roleForKind(1.5)).toBeUndefined();
    expect(roleForKind(null)).toBeUndefined();
  });
});

describe("page wrapper class", () => {
  it("is the first segment plus a content-page marker for the segment rule, a content wrapper otherwise", () => {
    expect(wrapperClassName("segment", "/Class/abc")).toBe("class content-page");
    expect(wrapperClassName("segment", "/")).toBe("home");
    expect(wrapperClassName("content", "/Class")).toBe("content-wrapper");
    expect(wrapperClassName(undefined, "/")).toBe("content-wrapper");
  });
});
