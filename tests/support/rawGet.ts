import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when the server compressed it). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

/**
 * A GET to the test server on 127.0.0.1 with any Host header (fetch cannot set Host), the body
 * decoded from brotli or gzip.
 */
export function rawGet(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return rawRequest(port, host, path, { headers });
}

/** Any method, with any Host header and an optional body; the answer as rawGet gives it. */
export function rawRequest(
  port: number,
  host: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method, headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: body.toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}
