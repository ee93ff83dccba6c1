/** The stored file a field points at, as the drive answered. */
export interface StoredFile {
  id: string;
  fileName: string;
  size: number;
}

/** Sends one file to the drive, reporting progress (0–1), and answers where it is stored. */
export type UploadFile = (file: File, onProgress: (fraction: number) => void) => Promise<StoredFile>;
