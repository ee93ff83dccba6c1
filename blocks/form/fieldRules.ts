import type { FromSchema } from "json-schema-to-ts";
import type { CatalogueParam } from "../../engine/catalogue/catalogue.js";
import type { formFieldSchema } from "./formSchema.js";

export type FormField = FromSchema<typeof formFieldSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The error of one field's value, or null. The field's own rules and the target parameter's rules
 * both apply, so the form never sends what the platform would refuse.
 */
export function fieldError(field: FormField, param: CatalogueParam | undefined, value: string): string | null {
  const text = value.trim();
  const required = field.required || param?.required;
  if (!text) return required ? `${field.label} wajib diisi` : null;
  const min = Math.max(field.minLength ?? 0, param?.minLength ?? 0);
  const max = Math.min(field.maxLength ?? Infinity, param?.maxLength ?? Infinity);
  if (text.length < min) return `${field.label} minimal ${min} karakter`;
  if (text.length > max) return `${field.label} maksimal ${max} karakter`;
  if ((field.kind === "email" || param?.format === "email") && !EMAIL.test(text)) return "Format email tidak valid";
  if ((field.kind === "date" || param?.format === "date") && !DATE.test(text)) return `${field.label} harus berupa tanggal (TTTT-BB-HH)`;
  if (param?.pattern && !new RegExp(param.pattern).test(text)) return `Format ${field.label.toLowerCase()} tidak valid`;
  if (param?.enum && !param.enum.includes(text)) return `Pilih salah satu ${field.label.toLowerCase()} yang tersedia`;
  if (field.options && !field.options.some((option) => option.value === text)) return `Pilih salah satu ${field.label.toLowerCase()} yang tersedia`;
  return null;
}
