import type { FromSchema } from "json-schema-to-ts";
import type { CatalogueParam } from "../../../schemas/catalogue/catalogue.js";
import { formatRupiah } from "../formatNumber.js";
import type { formFieldSchema } from "./formSchema.js";
import { UNFIT_TEXT } from "../../../schemas/catalogue/unfitText.js";

export type FormField = FromSchema<typeof formFieldSchema>;

// The platform checks with AJV and ajv-formats ("full" formats); these are the same definitions, so the
// browser refuses exactly what the platform refuses (tests/property/formRules.property.test.ts).
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS[month]!);
}

/** JSON Schema counts characters as code points: an emoji is one, not two UTF-16 units. */
function length(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * The error of one field's value, or null. The rules are the target parameter's, as the platform's AJV
 * check applies them to the trimmed value the form sends.
 */
export function fieldError(field: FormField, param: CatalogueParam | undefined, value: string): string | null {
  const text = value.trim();
  const required = field.required || param?.required;
  if (!text) return required ? `${field.label} ${field.kind === "file" ? "wajib diunggah" : "wajib diisi"}` : null;
  if (UNFIT_TEXT.test(text)) return `${field.label} berisi karakter yang tidak diizinkan`;
  if (param?.type === "integer") {
    const number = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(number)) return `${field.label} harus berupa bilangan bulat`;
    // An amount reads as money: "minimal Rp10.000", not "minimal 10000".
    const shown = (n: number) => (field.kind === "amount" ? formatRupiah(n) : String(n));
    if (param.minimum !== undefined && number < param.minimum) return `${field.label} minimal ${shown(param.minimum)}`;
    if (param.maximum !== undefined && number > param.maximum) return `${field.label} maksimal ${shown(param.maximum)}`;
    return null;
  }
  const min = param?.minLength ?? 0;
  const max = param?.maxLength ?? Infinity;
  if (length(text) < min) return `${field.label} minimal ${min} karakter`;
  if (length(text) > max) return `${field.label} maksimal ${max} karakter`;
  if ((field.kind === "email" || param?.format === "email") && !EMAIL.test(text)) return "Format email tidak valid";
  if ((field.kind === "date" || param?.format === "date") && !isDate(text)) return `${field.label} harus berupa tanggal yang ada (TTTT-BB-HH)`;
  if (param?.pattern && !new RegExp(param.pattern, "u").test(text)) return `Format ${field.label.toLowerCase()} tidak valid`;
  if (param?.enum && !param.enum.includes(text)) return `Pilih salah satu ${field.label.toLowerCase()} yang tersedia`;
  if (field.options && !field.options.some((option) => option.value === text)) return `Pilih salah satu ${field.label.toLowerCase()} yang tersedia`;
  return null;
}
