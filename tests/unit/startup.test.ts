import { describe, expect, it } from "vitest";
import { createStartupMachine } from "../../engine/startup/createStartupMachine.js";
import type { StartupEffects } from "../../engine/startup/StartupEffects.js";
import { initialStartupState } from "../../engine/startup/StartupState.js";
import { startupReducer } from "../../engine/startup/startupReducer.js";

/** Effects that only write down what was done, in order. */
function fakeEffects(options: { server?: string; stored?: string; tokenValid?: boolean; failVersion?: boolean; failAppId?: boolean } = {}) {
  const log: string[] = [];
  let stored = options.stored;
  const effects: StartupEffects = {
    fetchVersion: async () => {
      log.push("GET version");
      if (options.failVersion) throw new Error("offline");
      return options.server ?? "2";
    },
    readStoredVersion: () => stored,
    storeVersion: (version) => {
      log.push(`store ${version}`);
      stored = version;
    },
    clearLocalStorage: () => log.push("clear storage"),
    clearTokenCookies: () => log.push("clear cookies"),
    validateToken: async () => {
      log.push("GET validate");
      return options.tokenValid ?? true;
    },
    obtainToken: async () => {
      log.push("GET /_app/token");
    },
    fetchAppId: async () => {
      log.push("GET app id");
      if (options.failAppId) throw new Error("HTTP 500");
      return "demo";
    },
    applyTheme: () => {
      log.push("theme");
    },
    markAssetsLoaded: () => {
      log.push("assets loaded");
    },
  };
  return { effects, log };
}

function machine(effects: StartupEffects) {
  const warnings: string[] = [];
  return { startup: createStartupMachine({ effects, warn: (message) => warnings.push(message) }), warnings };
}

describe("start-up: version check, app id, fonts and colours, assets loaded; a version change in between", () => {
  it("App start: version, app id, fonts and colours, assets loaded — in that order", async () => {
    const { effects, log } = fakeEffects({ stored: "2", server: "2" });
    const { startup, warnings } = machine(effects);
    const state = await startup.run();
    expect(state.steps).toEqual(["checkVersion", "fetchAppId", "applyTheme", "markAssetsLoaded"]);
    expect(log).toEqual(["GET version", "GET app id", "theme", "assets loaded"]);
    expect(state).toMatchObject({ phase: "done", ready: true, version: "2", versionChanged: false, appId: "demo", tokenValid: undefined });
    expect(warnings).toEqual([]);
  });

  it("Version change with a valid token: clear, store, validate — then the rest of App start", async () => {
    const { effects, log } = fakeEffects({ stored: "1", server: "2", tokenValid: true });
    const state = await machine(effects).startup.run();
    expect(state.steps).toEqual(["checkVersion", "clearStorage", "storeVersion", "validateToken", "fetchAppId", "applyTheme", "markAssetsLoaded"]);
    expect(log).toEqual(["GET version", "clear storage", "clear cookies", "store 2", "GET validate", "GET app id", "theme", "assets loaded"]);
    expect(state).toMatchObject({ versionChanged: true, tokenValid: true });
  });

  it("Version change with an invalid token: clears the cookies again and obtains a new app token", async () => {
    const { effects, log } = fakeEffects({ stored: "1", server: "2", tokenValid: false });
    const seen: boolean[] = [];
    const { startup } = machine(effects);
    startup.subscribe(() => {
      const valid = startup.getState().tokenValid;
      if (valid !== undefined && seen.at(-1) !== valid) seen.push(valid);
    });
    const state = await startup.run();
    expect(state.steps).toEqual([
      "checkVersion",
      "clearStorage",
      "storeVersion",
      "validateToken",
      "renewToken",
      "fetchAppId",
      "applyTheme",
      "markAssetsLoaded",
    ]);
    expect(log.slice(0, 7)).toEqual(["GET version", "clear storage", "clear cookies", "store 2", "GET validate", "clear cookies", "GET /_app/token"]);
    expect(seen).toEqual([false, true]);
  });

  it("a first visit (no stored version) stores it without clearing anything", async () => {
    const { effects, log } = fakeEffects({ stored: undefined, server: "2" });
    const state = await machine(effects).startup.run();
    expect(state.steps).toEqual(["checkVersion", "fetchAppId", "applyTheme", "markAssetsLoaded"]);
    expect(log).toEqual(["GET version", "store 2", "GET app id", "theme", "assets loaded"]);
  });

  it("only logs failures and still finishes, so the loading view never stays", async () => {
    const { effects, log } = fakeEffects({ failVersion: true, failAppId: true, stored: "1" });
    const { startup, warnings } = machine(effects);
    const state = await startup.run();
    expect(log).toEqual(["GET version", "GET app id", "theme", "assets loaded"]);
    expect(state).toMatchObject({ phase: "done", ready: true, versionChanged: false });
    expect(state.failures.map((f) => f.step)).toEqual(["checkVersion", "fetchAppId"]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/checkVersion failed: offline/);
  });

  it("is ready only once the version check and the app id have finished", async () => {
    let release!: () => void;
    const { effects } = fakeEffects({ stored: "2" });
    effects.fetchAppId = () => new Promise((resolve) => (release = () => resolve("demo")));
    const { startup } = machine(effects);
    const running = startup.run();
    await new Promise((r) => setTimeout(r, 0));
    expect(startup.getState()).toMatchObject({ phase: "running", ready: false });
    release();
    await running;
    expect(startup.getState().ready).toBe(true);
  });

  it("tracks online and offline", () => {
    const { startup } = machine(fakeEffects().effects);
    let changes = 0;
    startup.subscribe(() => changes++);
    startup.setOnline(false);
    startup.setOnline(false);
    expect(startup.getState().online).toBe(false);
    startup.setOnline(true);
    expect(startup.getState().online).toBe(true);
    expect(changes).toBe(2);
  });

  it("the reducer is pure: the same events give the same state", () => {
    const events = [
      { type: "started" },
      { type: "stepStarted", step: "checkVersion" },
      { type: "versionChecked", version: "3", changed: true },
      { type: "tokenChecked", valid: false },
    ] as const;
    const replay = () => events.reduce(startupReducer, initialStartupState());
    expect(replay()).toEqual(replay());
    expect(replay()).toMatchObject({ phase: "running", steps: ["checkVersion"], version: "3", tokenValid: false });
    expect(initialStartupState().phase).toBe("idle");
  });
});
