import { useState } from "react";
import type { StoredFile, UploadFile } from "./UploadFile.js";

/**
 * Sends a chosen file with its progress (null while nothing is sent) and keeps what the drive stored,
 * handing the stored id to the field; a failure becomes the field's error.
 */
export function useFileSend(upload: UploadFile | undefined, onChange: (value: string) => void, onError: (message: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [stored, setStored] = useState<StoredFile | null>(null);
  const send = async (file: File) => {
    if (!upload) return onError("Unggahan berkas belum tersedia di formulir ini.");
    setProgress(0);
    try {
      const result = await upload(file, setProgress);
      setStored(result);
      onChange(result.id);
    } catch (failure) {
      onError(
        failure instanceof Error && !(failure instanceof TypeError)
          ? failure.message
          : "Berkas tidak terunggah karena koneksi terputus. Periksa koneksi internet Anda, lalu pilih berkas lagi.",
      );
    } finally {
      setProgress(null);
    }
  };
  return { progress, stored, send };
}
