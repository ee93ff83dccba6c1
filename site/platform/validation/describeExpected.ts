import type { CatalogueParam } from "../catalogue/catalogue.js";

function range(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return ` antara ${min} dan ${max}${unit}`;
  if (min !== undefined) return ` minimal ${min}${unit}`;
  if (max !== undefined) return ` maksimal ${max}${unit}`;
  return "";
}

const FORMAT_NOUNS: Readonly<Record<string, string>> = {
  "email": "alamat email yang valid, misalnya nama@contoh.id",
  "date": "tanggal berformat YYYY-MM-DD",
  "date-time": "waktu berformat ISO 8601",
  "uri": "alamat URL lengkap",
};

/** What a valid value of the param looks like, in the words a site operator reads. */
export function describeExpected(param: CatalogueParam): string {
  switch (param.type) {
    case "integer":
      return `bilangan bulat${range(param.minimum, param.maximum, "")}`;
    case "boolean":
      return "nilai boolean (true/false atau 1/0)";
    case "integer-list":
      return `daftar bilangan bulat dipisahkan koma, misalnya 1,3${range(param.minimum, param.maximum, "")}`;
    case "string": {
      if (param.enum) return `salah satu dari: ${param.enum.join(", ")}`;
      const noun = param.format
        ? (FORMAT_NOUNS[param.format] ?? `teks berformat ${param.format}`)
        : param.pattern
          ? `teks yang cocok dengan pola ${param.pattern}`
          : "teks";
      const length = range(param.minLength, param.maxLength, " karakter");
      return length ? `${noun} (panjang${length})` : noun;
    }
  }
}
