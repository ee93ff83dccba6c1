import { useMemo } from "react";
import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ApiClient, Binding } from "../../engine/index.js";
import type { StoredFile, UploadFile } from "./UploadFile.js";
import { uploadLimits } from "./uploadLimits.js";

/** A file goes to the block's `upload` source as soon as it is chosen; the field keeps the stored id. */
export function useUploadSender(api: ApiClient, upload: Binding | undefined) {
  const uploadEntry = upload ? findCatalogueEntry(upload.source) : undefined;
  const limits = useMemo(() => (uploadEntry ? uploadLimits(uploadEntry) : undefined), [uploadEntry]);
  const send: UploadFile | undefined = uploadEntry
    ? async (file: File, onProgress: (fraction: number) => void) => (await api.upload(uploadEntry, file, { onProgress })) as StoredFile
    : undefined;
  return { limits, send };
}
