import { describe, expect, it } from "vitest";
import { readConfig } from "../../site/server/config.js";

describe("ISLANDS", () => {
  it("is on unless set to false", () => {
    expect(readConfig({}).islands).toBe(true);
    expect(readConfig({ ISLANDS: "" }).islands).toBe(true);
    expect(readConfig({ ISLANDS: "true" }).islands).toBe(true);
    expect(readConfig({ ISLANDS: "false" }).islands).toBe(false);
  });

  it("refuses any other value by name, with the value found", () => {
    expect(() => readConfig({ ISLANDS: "yes" })).toThrow("ISLANDS must be true or false, found 'yes'");
  });
});
