import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { SourceError } from "../../engine/errors/SourceError.js";
import { uploadLimits } from "../../blocks/form/uploadLimits.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";

// Issue 11: "Attach a file … through the drive upload (v1/upload)". The site's API client sends the file
// as multipart/form-data (what the form's drop area hands it) to the real platform.
const drive = getCatalogueEntry("drive.upload");
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

const api = () => createApiClient({ baseUrls: platform.baseUrls, origin: "http://ligasmk.localhost", credentials: () => ({}) });
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("the API client's file upload against the drive", () => {
  it("stores the file under this site and reports progress up to the end", async () => {
    const progress: number[] = [];
    const stored = (await api().upload(drive, new File([PDF], "Surat Tugas (1).pdf", { type: "application/pdf" }), {
      onProgress: (fraction) => progress.push(fraction),
    })) as { id: string; fileName: string; size: number };
    expect(stored).toMatchObject({ fileName: "Surat Tugas _1_.pdf", size: PDF.length, contentType: "application/pdf" });
    expect(progress.at(-1)).toBe(1);
    const [row] = await platform.query("SELECT tenant_id, content_type, size FROM uploads WHERE id = ?", stored.id);
    expect(row).toEqual({ tenant_id: "ligasmk", content_type: "application/pdf", size: PDF.length });
  });

  it("refuses a file over the limit with 413, a type the drive does not take with 415, and bytes that are not what they claim", async () => {
    const limits = uploadLimits(drive);
    const big = new File([new Uint8Array(limits.maxBytes + 1)], "besar.pdf", { type: "application/pdf" });
    await expect(api().upload(drive, big)).rejects.toMatchObject({ name: "SourceError", status: 413, field: "file" });
    const text = new File(["halo"], "catatan.txt", { type: "text/plain" });
    await expect(api().upload(drive, text)).rejects.toMatchObject({ name: "SourceError", status: 415, field: "file" });
    const fake = new File(["bukan pdf"], "palsu.pdf", { type: "application/pdf" });
    const refused = await api()
      .upload(drive, fake)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SourceError);
    expect((refused as SourceError).message).toBe("Isi berkas di kolom 'file' bukan application/pdf; isi berkas harus sesuai jenisnya.");
  });

  it("reads the limits the form shows from the catalogue entry, matching what the drive enforces", () => {
    expect(uploadLimits(drive)).toEqual({
      types: ["image/png", "image/jpeg", "image/webp", "application/pdf"],
      maxBytes: 2 * 1024 * 1024,
      text: "PNG, JPEG, WebP atau PDF, maksimal 2 MB",
    });
  });
});
