import { describe, expect, it, vi } from "vitest";
import { MAX_LAYOUT_DEPTH } from "../../engine/layout/jsonLimits.js";
import { createLayoutReporter } from "../../site/server/createLayoutReporter.js";
import { tenantFiles, validateLayout } from "../support/layoutFixtures.js";

const deep = (levels: number) => `{"id":"dalam","routes":${"[".repeat(levels)}${"]".repeat(levels)}}`;

describe("layout files past the limits", () => {
  it("a file 10,000 levels deep is one problem at the bracket past the limit, not a stack overflow", () => {
    const result = validateLayout(deep(10_000), "tenants/dalam.json");
    expect(result).toEqual({
      ok: false,
      problems: [{ file: "tenants/dalam.json", line: 1, col: 23 + MAX_LAYOUT_DEPTH, pointer: "", message: `Nested deeper than ${MAX_LAYOUT_DEPTH} levels` }],
    });
  });

  it("brackets inside strings do not count", () => {
    const result = validateLayout(`{"id": "${"[".repeat(500)}"}`, "tenants/kurung.json");
    expect(result.ok ? [] : result.problems.map((problem) => problem.message)).not.toContain(`Nested deeper than ${MAX_LAYOUT_DEPTH} levels`);
  });

  it("a byte order mark is accepted", () => {
    const demo = tenantFiles().find((file) => file.file.endsWith("demo.json"))!;
    expect(validateLayout(`\uFEFF${demo.text}`, demo.file)).toMatchObject({ ok: true });
  });
});

describe("layout reports", () => {
  it("log a problem once, its end once, and the ready layouts only when they change", () => {
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
    const report = createLayoutReporter(log);
    const problem = { file: "tenants/rusak.json", line: 1, col: 1, pointer: "", message: "Invalid JSON: Expected a value" };
    report([problem], ["demo", "main"]);
    report([problem], ["demo", "main"]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith("invalid layout skipped: tenants/rusak.json:1:1: Invalid JSON: Expected a value");
    expect(log.info).toHaveBeenCalledTimes(1);
    report([], ["demo", "main", "rusak"]);
    expect(log.info).toHaveBeenCalledWith("layout problem gone: tenants/rusak.json:1:1: Invalid JSON: Expected a value");
    expect(log.info).toHaveBeenLastCalledWith("layouts ready: demo, main, rusak");
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
    report([], ["demo", "rusak"]);
    expect(log.warn).toHaveBeenCalledWith("layout 'main' is no longer served: its file was deleted; its sites fall back to 'demo'");
    expect(log.info).toHaveBeenLastCalledWith("layouts ready: demo, rusak");
  });
});
