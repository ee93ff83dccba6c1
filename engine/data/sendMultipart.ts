/** What came back from a multipart POST: the status and the body as text. */
export interface MultipartAnswer {
  status: number;
  statusText: string;
  text: string;
}

export interface MultipartOptions {
  signal?: AbortSignal;
  /** 0 to 1 as the body leaves the browser; a fetch (no browser) reports only the end. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Sends a form with a file. In a browser this is XMLHttpRequest, the one API that reports upload
 * progress over HTTP/1.1 (a streamed fetch body needs HTTP/2); elsewhere, fetch. Failures look like
 * fetch's: a TypeError when the connection fails, an AbortError when aborted, and a timeout error.
 */
export function sendMultipart(url: string, headers: Record<string, string>, form: FormData, options: MultipartOptions = {}): Promise<MultipartAnswer> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  if (typeof XMLHttpRequest === "undefined") {
    const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    return (options.fetch ?? fetch)(url, { method: "POST", headers, body: form, signal }).then(async (response) => {
      options.onProgress?.(1);
      return { status: response.status, statusText: response.statusText, text: await response.text() };
    });
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.timeout = timeoutMs;
    // The multipart boundary is the browser's to write.
    for (const [name, value] of Object.entries(headers)) if (name.toLowerCase() !== "content-type") xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.ontimeout = () => reject(new DOMException("The upload timed out", "TimeoutError"));
    xhr.onabort = () => reject(new DOMException("The upload was aborted", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
