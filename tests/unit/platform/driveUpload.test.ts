import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";
import { openPlatformDb } from "../../../site/platform/index.js";
import { adoptUploadFiles } from "../../../site/platform/db/adoptUploadFiles.js";

const URL_PATH = "/_platform/drive/v1/upload";
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const PDF = Buffer.from("%PDF-1.4\n%…\n");
const LIMIT = 2 * 1024 * 1024;

let platform: RunningPlatform;
let base: string;
beforeAll(async () => {
  platform = await startPlatform();
  // A real socket: multipart is sent by fetch's own FormData encoder, as a browser would.
  base = platform.origin;
});
afterAll(() => platform.stop());

function form(bytes: Buffer, type: string, name: string, field = "file"): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

const upload = (body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${base}${URL_PATH}`, { method: "POST", body, headers: { lmsid: "arunika", ...headers } });

describe("POST v1/upload (drive) with multipart/form-data", () => {
  it("stores an image in the database and answers 201 with the stored record and where it is served", async () => {
    const response = await upload(form(PNG, "image/png", "Foto saya (1).png"));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ status: true, data: { contentType: "image/png", size: PNG.length, fileName: "Foto saya _1_.png" } });
    expect(body.data.url).toBe(`/_platform/drive/v1/file/${body.data.id}`);
    const [row] = await platform.query<{ data: Buffer }>("SELECT data FROM upload_bytes WHERE upload_id = ?", body.data.id);
    expect(Buffer.from(row!.data).equals(PNG)).toBe(true);
    // Nothing on this process's disk: another process serves it from the database just the same.
    expect(existsSync(join(platform.dataDir, "uploads"))).toBe(false);
  });

  it("accepts a PDF", async () => {
    expect((await upload(form(PDF, "application/pdf", "surat.pdf"))).status).toBe(201);
  });

  it("refuses a file over 2 MB with 413 naming the limit", async () => {
    const response = await upload(form(Buffer.concat([PNG, Buffer.alloc(LIMIT)]), "image/png", "besar.png"));
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body).toMatchObject({ status: false, data: { field: "file" } });
    expect(body.message).toContain("2 MB");
  });

  it("refuses a type outside the allowlist, or bytes that are not the declared type, with 415", async () => {
    for (const [bytes, type, name] of [
      [Buffer.from("MZ…"), "application/x-msdownload", "a.exe"],
      [PDF, "image/png", "palsu.png"],
    ] as const) {
      const response = await upload(form(bytes, type, name));
      expect(response.status, type).toBe(415);
      const body = await response.json();
      expect(body.data).toEqual({ field: "file" });
      expect(body.message).toMatch(/image\/png/);
    }
  });

  it("refuses a form without the 'file' field with 400", async () => {
    const response = await upload(form(PNG, "image/png", "a.png", "berkas"));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ data: { field: "file" } });
  });

  it.each([
    [
      "cut off before its closing boundary",
      "multipart/form-data; boundary=xyz",
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
    ["without a boundary", "multipart/form-data", "berkas"],
  ])("refuses a malformed body (%s) with 400, never 500", async (_case, type, body) => {
    const response = await upload(body, { "content-type": type });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, data: { field: "file" } });
  });
});

describe("POST v1/upload with the JSON body the engine client sends (base64 data)", () => {
  const json = (body: unknown) => upload(JSON.stringify(body), { "content-type": "application/json" });

  it("stores it the same way", async () => {
    const response = await json({ fileName: "foto.png", contentType: "image/png", data: PNG.toString("base64") });
    expect(response.status).toBe(201);
    expect((await response.json()).data.size).toBe(PNG.length);
  });

  it.each([
    ["an unsupported contentType", { fileName: "a.exe", contentType: "application/x-msdownload", data: "AAAA" }, 415, "contentType"],
    ["bytes that are not the declared type", { fileName: "a.png", contentType: "image/png", data: PDF.toString("base64") }, 415, "data"],
    ["a file over 2 MB", { fileName: "b.png", contentType: "image/png", data: Buffer.concat([PNG, Buffer.alloc(LIMIT)]).toString("base64") }, 413, "data"],
    ["a bad file name", { fileName: "../etc/passwd", contentType: "image/png", data: PNG.toString("base64") }, 400, "fileName"],
  ])("refuses %s", async (_what, body, status, field) => {
    const response = await json(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status: false, data: { field } });
  });
});

describe("GET v1/file/{id} (drive): an upload's bytes, from the database", () => {
  const stored = async (headers: Record<string, string> = {}) =>
    (await (await upload(form(PNG, "image/png", "Foto Kegiatan.png"), headers)).json()).data as { id: string; url: string; sha256: string };

  it("serves the bytes with their type, name and hash, and answers 304 to a browser that has them", async () => {
    const file = await stored();
    const response = await fetch(`${base}${file.url}`, { headers: { lmsid: "arunika" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="Foto Kegiatan.png"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    const again = await fetch(`${base}${file.url}`, { headers: { "if-none-match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(response.headers.get("etag")).toBe(`"${file.sha256}"`);
  });

  it("never serves one site's upload through another site, and answers 404 with the id for one that is not there", async () => {
    const file = await stored();
    expect((await fetch(`${base}${file.url}`, { headers: { lmsid: "pesilat" } })).status).toBe(404);
    const id = randomUUID();
    const missing = await fetch(`${base}/_platform/drive/v1/file/${id}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: false, message: `Berkas '${id}' tidak ada di drive situs ini.`, data: null });
    expect((await fetch(`${base}/_platform/drive/v1/file/..%2Fplatform.sqlite`)).status).toBe(404);
  });

  it("takes into the database the files of uploads stored before their bytes were kept there, checked by their hash", async () => {
    const file = { id: randomUUID(), bytes: PDF };
    const gone = randomUUID();
    const changed = { id: randomUUID(), bytes: PDF };
    mkdirSync(join(platform.dataDir, "uploads"), { recursive: true });
    writeFileSync(join(platform.dataDir, "uploads", `${file.id}.pdf`), file.bytes);
    writeFileSync(join(platform.dataDir, "uploads", `${changed.id}.pdf`), Buffer.from("%PDF-1.4 diubah"));
    const db = await openPlatformDb({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl });
    try {
      const plant = db.prepare(
        "INSERT INTO uploads (id, tenant_id, file_name, content_type, size, sha256, stored_path) VALUES (?, 'arunika', 'surat.pdf', 'application/pdf', ?, ?, ?)",
      );
      const sha = createHash("sha256").update(PDF).digest("hex");
      for (const id of [file.id, gone, changed.id]) await plant.run(id, PDF.length, sha, `${id}.pdf`);
      expect(await adoptUploadFiles(db, platform.dataDir)).toEqual({ adopted: 1, missing: [gone, changed.id].sort() });
      // Taken once: a second start has nothing more to take.
      expect((await adoptUploadFiles(db, platform.dataDir)).adopted).toBe(0);
    } finally {
      await db.close();
    }
    const response = await fetch(`${base}/_platform/drive/v1/file/${file.id}`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });
});
