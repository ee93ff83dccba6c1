import { describe, expect, it } from "vitest";
import { SourceError } from "../../engine/errors/SourceError.js";
import { submitErrorMessage } from "../../blocks/form/submitErrorMessage.js";

describe("submitErrorMessage", () => {
  it("turns a failed connection into one Indonesian sentence that says the values are kept", () => {
    expect(submitErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu kirim lagi. Isian Anda tetap tersimpan.",
    );
  });

  it("says a timeout is one, and a server error is the server's", () => {
    expect(submitErrorMessage(new SourceError("post.appointment.create", "Source 'post.appointment.create' timed out", 504))).toMatch(
      /^Server terlalu lama menjawab\./,
    );
    expect(submitErrorMessage(new SourceError("post.appointment.create", "Terjadi kesalahan pada platform", 500))).toBe(
      "Server sedang bermasalah (500). Silakan kirim lagi beberapa saat lagi. Isian Anda tetap tersimpan.",
    );
  });

  it("shows the platform's own refusal as written, but never a status line or a source id", () => {
    const limit = "Terlalu banyak kiriman dari alamat ini; coba lagi dalam 42 detik.";
    expect(submitErrorMessage(new SourceError("cms.requestDemo", limit, 429))).toBe(`${limit} Isian Anda tetap tersimpan.`);
    expect(submitErrorMessage(new SourceError("school.register", "Kolom 'npsn': sekolah dengan NPSN 20212345 sudah terdaftar di situs ini.", 409))).toBe(
      "Kolom 'npsn': sekolah dengan NPSN 20212345 sudah terdaftar di situs ini.",
    );
    expect(submitErrorMessage(new SourceError("cms.requestDemo", "HTTP 403 Forbidden", 403))).toMatch(/^Server sedang bermasalah \(403\)/);
    expect(submitErrorMessage(new SourceError("cms.requestDemo", "Source 'cms.requestDemo' answered text/html instead of JSON: '<html>'", 502))).not.toContain(
      "Source",
    );
  });
});
