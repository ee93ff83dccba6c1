import { useMutation } from "@tanstack/react-query";
import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { ApiClient } from "../../engine/index.js";
import { submissionKey } from "../shared/form/submissionKey.js";
import type { DiscContact } from "./DiscSaveForm.js";
import { isDiscStyle, type DiscStyle } from "./discStyles.js";
import type { scoreDisc } from "./scoreDisc.js";

/** The platform's own `dominant` of the stored row (upper case there); ours when it sent no row back. */
function storedDominant(rows: unknown, fallback: DiscStyle): DiscStyle {
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const value = typeof row === "object" && row !== null && "dominant" in row && typeof row.dominant === "string" ? row.dominant.toLowerCase() : undefined;
  return isDiscStyle(value) ? value : fallback;
}

/** Stores a scored profile with the visitor's name and e-mail through the block's `submit` entry; answers the stored dominant style. */
export function useDiscSave(
  api: ApiClient,
  entry: CatalogueEntry | undefined,
  profile: ReturnType<typeof scoreDisc> | null,
  keyStorage: string,
  onSaved: (dominant: DiscStyle, contact: DiscContact) => void,
) {
  return useMutation({
    mutationFn: async (contact: DiscContact) => {
      if (!entry || !profile) throw new Error("Tes ini belum terhubung ke layanan penyimpanan.");
      const params: ParamValues = {
        name: contact.name,
        email: contact.email,
        d: profile.scores.d,
        i: profile.scores.i,
        s: profile.scores.s,
        c: profile.scores.c,
      };
      // A retry of the same result (a lost answer, a reload) reuses the key: the platform stores one row.
      const rows = await api.call(entry, params, { idempotencyKey: submissionKey(keyStorage, params) });
      return storedDominant(rows, profile.dominant);
    },
    onSuccess: onSaved,
  });
}
