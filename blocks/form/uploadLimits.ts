import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { formatNumber } from "../shared/formatNumber.js";

const TYPE_NAMES: Readonly<Record<string, string>> = { "application/pdf": "PDF", "image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WebP" };

/** What an upload entry takes, read from its parameters: the `contentType` enum and the `data` length. */
export interface UploadLimits {
  types: readonly string[];
  maxBytes: number;
  /** "PDF, PNG, JPEG atau WebP, maksimal 2 MB": shown before the visitor picks a file. */
  text: string;
}

/** 2097152 → "2 MB", 350000 → "342 KB": in the 1024 steps a phone's file picker shows. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
}

function listText(names: readonly string[]): string {
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} atau ${names.at(-1)}`;
}

export function uploadLimits(entry: CatalogueEntry): UploadLimits {
  const types = entry.params.find((param) => param.name === "contentType")?.enum ?? [];
  const dataLength = entry.params.find((param) => param.name === "data")?.maxLength ?? 0;
  // Base64 carries 3 bytes in 4 characters; the drive's own limit is the whole mebibytes below that.
  const maxBytes = Math.floor((Math.floor(dataLength / 4) * 3) / 1024) * 1024;
  const names = types.map((type) => TYPE_NAMES[type] ?? type.split("/")[1]!.toUpperCase());
  return { types, maxBytes, text: `${listText(names)}, maksimal ${formatBytes(maxBytes)}` };
}
