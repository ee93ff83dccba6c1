import { describe, expect, it } from "vitest";
import { classBadge } from "../../blocks/shared/class/classBadge.js";

describe("class status badge, first set flag wins", () => {
  it.each([
    [{ comingSoon: true }, "Akan Datang", "orange"],
    [{ onRegistration: true }, "Pendaftaran Dibuka", "green"],
    [{ started: true }, "Sedang Berlangsung", "blue"],
    [{ ended: true }, "Telah Selesai", "red"],
    [{}, "Segera Dimulai", "orange"],
  ])("%o → %s (%s)", (flags, label, color) => {
    expect(classBadge(flags)).toMatchObject({ label, color });
  });
  it("follows the precedence comingSoon → onRegistration → started → ended", () => {
    expect(classBadge({ comingSoon: true, onRegistration: true, started: true, ended: true }).label).toBe("Akan Datang");
    expect(classBadge({ onRegistration: true, started: true, ended: true }).label).toBe("Pendaftaran Dibuka");
    expect(classBadge({ started: true, ended: true }).label).toBe("Sedang Berlangsung");
    expect(classBadge({ comingSoon: false, ended: true }).label).toBe("Telah Selesai");
  });
  it("treats null flags as not set", () => {
    expect(classBadge({ comingSoon: null, onRegistration: null }).label).toBe("Segera Dimulai");
  });
});
