import { describe, expect, it } from "vitest";
import { createBackoff } from "../../../site/platform/lib/createBackoff.js";

describe("createBackoff", () => {
  it("waits each step in turn as attempts fail, then the last one over and over, and starts again after a success", () => {
    const backoff = createBackoff([100, 250, 1000]);
    expect([backoff.next(), backoff.next(), backoff.next(), backoff.next(), backoff.next()]).toEqual([100, 250, 1000, 1000, 1000]);
    expect(backoff.failures).toBe(5);
    backoff.reset();
    expect(backoff.failures).toBe(0);
    expect(backoff.next()).toBe(100);
  });

  it("refuses an empty list of waits", () => {
    expect(() => createBackoff([])).toThrow("createBackoff: name at least one wait");
  });
});
