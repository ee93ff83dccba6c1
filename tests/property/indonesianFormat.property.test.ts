import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, formatRupiah } from "../../blocks/shared/formatNumber.js";
import { formatDate } from "../../blocks/shared/formatDate.js";
import { jakartaDate } from "../../blocks/shared/jakartaDate.js";

// The blocks format numbers and dates without Intl (ICU data costs the phone main-thread time, and
// two ICU versions may disagree). Node's full ICU is the oracle they must agree with.
const oracle = (maximumFractionDigits: number) => new Intl.NumberFormat("id-ID", { maximumFractionDigits });
const WIB = { timeZone: "Asia/Jakarta" } as const;
// 1970 to 2100: Jakarta has kept UTC+7 since 1964.
const instant = fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true });

describe("formatNumber", () => {
  it("groups integers like Intl id-ID", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatNumber(n)).toBe(oracle(3).format(n));
      }),
    );
  });
  it("rounds to the given fraction digits like Intl id-ID (values with at most 4 decimals)", () => {
    const parts = fc.tuple(fc.integer({ min: -1e8, max: 1e8 }), fc.integer({ min: 0, max: 9999 }));
    fc.assert(
      fc.property(parts, fc.integer({ min: 0, max: 3 }), ([whole, ten000ths], digits) => {
        // Halves exactly at the rounding digit depend on the double's binary value; both sides round the
        // same decimal otherwise. They are told from the decimal digits, not from the double: past 10^7,
        // a double's error at the rounding digit is larger than any tolerance that would tell them apart.
        fc.pre((ten000ths * 10 ** digits) % 10_000 !== 5_000);
        const n = whole + Math.sign(whole || 1) * (ten000ths / 10_000);
        expect(formatNumber(n, digits)).toBe(oracle(digits).format(n));
      }),
    );
  });
  it.each([
    [0, "0"],
    [1500000, "1.500.000"],
    [4.25, "4,25"],
    [-1234.5, "-1.234,5"],
  ])("%d → %s", (n, text) => expect(formatNumber(n)).toBe(text));
  it("writes rupiah as the currency format does", () => {
    const currency = new Intl.NumberFormat("id-ID", { style: "currency", currency: "IDR", maximumFractionDigits: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (n) => {
        expect(formatRupiah(n)).toBe(currency.format(n));
      }),
    );
  });
});

describe("jakartaDate", () => {
  it("names the day, month, weekday and time a Jakarta visitor reads, like Intl id-ID", () => {
    const long = new Intl.DateTimeFormat("id-ID", { weekday: "long", day: "numeric", month: "long", year: "numeric", ...WIB });
    const time = new Intl.DateTimeFormat("id-ID", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", ...WIB });
    const short = new Intl.DateTimeFormat("id-ID", { month: "short", ...WIB });
    fc.assert(
      fc.property(instant, (date) => {
        const d = jakartaDate(date);
        expect(`${d.weekday}, ${d.day} ${d.month} ${d.year}`).toBe(long.format(date));
        expect(d.time).toBe(time.format(date));
        expect(d.shortMonth).toBe(short.format(date));
        expect(formatDate(date.toISOString())).toBe(new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "long", year: "numeric", ...WIB }).format(date));
      }),
    );
  });
  it("crosses midnight at 17:00 UTC", () => {
    expect(formatDate("2026-03-11T16:59:00Z")).toBe("11 Maret 2026");
    expect(formatDate("2026-03-11T17:00:00Z")).toBe("12 Maret 2026");
    expect(formatDate("not a date")).toBeUndefined();
  });
});
