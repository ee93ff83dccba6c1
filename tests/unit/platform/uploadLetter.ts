import { expect } from "vitest";
import type { RunningPlatform } from "../../support/startPlatform.js";

/** The smallest file a PDF reader opens: a school registration's assignment letter. */
export const LETTER_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** Uploads an assignment letter to the drive as a browser does (multipart) and returns its id. */
export async function uploadLetter(platform: RunningPlatform, headers: Record<string, string> = { lmsid: "arunika" }): Promise<string> {
  const boundary = "----surat-tugas";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="surat-tugas.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    LETTER_PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await platform.inject({
    method: "POST",
    url: "/_platform/drive/v1/upload",
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}
