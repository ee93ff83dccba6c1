import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CLASS_BADGES, classBadge, NO_STATE_BADGE } from "../../blocks/shared/class/classBadge.js";

const flag = fc.constantFrom(true, false, null, undefined);

describe("class badge precedence", () => {
  it("is total: any flags give exactly one of the five badges", () => {
    fc.assert(
      fc.property(fc.record({ comingSoon: flag, onRegistration: flag, started: flag, ended: flag }), (flags) => {
        expect([...CLASS_BADGES, NO_STATE_BADGE]).toContain(classBadge(flags));
      }),
    );
  });
  it("is ordered: the first set flag in comingSoon → onRegistration → started → ended decides", () => {
    fc.assert(
      fc.property(fc.record({ comingSoon: flag, onRegistration: flag, started: flag, ended: flag }), (flags) => {
        const first = (["comingSoon", "onRegistration", "started", "ended"] as const).find((state) => flags[state] === true);
        expect(classBadge(flags).state).toBe(first ?? "none");
        // Setting a later flag never changes the result once an earlier one is set.
        if (first) expect(classBadge({ ...flags, ended: true }).state).toBe(first === "ended" ? "ended" : first);
      }),
    );
  });
});
