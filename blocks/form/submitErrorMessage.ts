import { SourceError } from "../../engine/index.js";

/** Said after every failure: the visitor must know that nothing typed is lost. */
const KEPT = "Isian Anda tetap tersimpan.";

/**
 * The one sentence a visitor reads when a submission fails. The platform's own refusals (a field it
 * rejects, too many sends) are already written for visitors; a network failure, a timeout or a server
 * error would otherwise surface as "Failed to fetch" or a status line.
 */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof SourceError && error.status !== undefined) {
    if (error.status === 408 || error.status === 504) return `Server terlalu lama menjawab. Silakan kirim lagi. ${KEPT}`;
    if (error.status >= 400 && error.status < 500 && !error.message.startsWith("Source '") && !error.message.startsWith("HTTP ")) {
      // Too many sends: the visitor waits and sends again, and must know the values wait too.
      return error.status === 429 ? `${error.message} ${KEPT}` : error.message;
    }
    return `Server sedang bermasalah (${error.status}). Silakan kirim lagi beberapa saat lagi. ${KEPT}`;
  }
  if (error instanceof SourceError) return `${error.message} ${KEPT}`;
  // fetch rejects with a TypeError when the connection fails: offline, refused or reset.
  return `Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu kirim lagi. ${KEPT}`;
}
