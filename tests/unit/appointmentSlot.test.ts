import { describe, expect, it } from "vitest";
import { APPOINTMENT_SLOTS, appointmentSlotProblem, isAppointmentDay, jakartaNow } from "../../schemas/catalogue/appointmentSlot.js";

// Monday 23 November 2026, 10:05 in Jakarta (03:05 UTC).
const monday = new Date("2026-11-23T03:05:00Z");

describe("appointment slots (weekdays, 08.00–15.30 WIB, not past)", () => {
  it("offers the half hours from 08:00 to 15:30", () => {
    expect(APPOINTMENT_SLOTS).toEqual([
      "08:00",
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
    ]);
  });

  it("reads the day and the time on Jakarta's clock, whatever the machine's zone", () => {
    expect(jakartaNow(monday)).toEqual({ date: "2026-11-23", time: "10:05" });
    // 17:30 UTC on Monday is already 00:30 on Tuesday in Jakarta.
    expect(jakartaNow(new Date("2026-11-23T17:30:00Z"))).toEqual({ date: "2026-11-24", time: "00:30" });
  });

  it("accepts a later slot today and any slot on a later weekday", () => {
    expect(appointmentSlotProblem("2026-11-23", "10:30", monday)).toBeNull();
    expect(appointmentSlotProblem("2026-11-27", "08:00", monday)).toBeNull();
    expect(isAppointmentDay("2026-11-27", monday)).toBe(true);
  });

  it("refuses past days, weekends, times outside the slots and slots already gone today, naming the field", () => {
    expect(appointmentSlotProblem("2026-11-20", "10:00", monday)).toEqual({
      field: "date",
      message: "Tanggal itu sudah lewat; pilih hari ini atau sesudahnya.",
    });
    expect(appointmentSlotProblem("2026-11-28", "10:00", monday)).toEqual({
      field: "date",
      message: "Pertemuan hanya pada hari kerja, Senin sampai Jumat; pilih tanggal lain.",
    });
    expect(appointmentSlotProblem("2026-11-29", "10:00", monday)?.field).toBe("date");
    expect(appointmentSlotProblem("2026-11-24", "16:00", monday)).toEqual({
      field: "time",
      message: "Pilih jam pertemuan antara 08.00 dan 15.30 WIB, tiap setengah jam.",
    });
    expect(appointmentSlotProblem("2026-11-24", "09:15", monday)?.field).toBe("time");
    expect(appointmentSlotProblem("2026-11-23", "10:00", monday)).toEqual({
      field: "time",
      message: "Jam itu sudah lewat hari ini; pilih jam lain atau tanggal lain.",
    });
  });
});
