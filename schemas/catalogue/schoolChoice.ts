/**
 * A school registration names its school one way: a school already listed (`schoolId`) or a new one
 * (`name` and `npsn`), never both and never neither. The form shows the new school's fields only when
 * the visitor picks "not listed", and the platform refuses the same mixes with the same sentences.
 */
export interface SchoolChoiceProblem {
  readonly field: "schoolId" | "name" | "npsn";
  readonly message: string;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== "";

export function schoolChoiceProblem(values: Readonly<Record<string, unknown>>): SchoolChoiceProblem | null {
  const listed = present(values.schoolId);
  const named = present(values.name);
  const numbered = present(values.npsn);
  if (listed && (named || numbered)) {
    return { field: "schoolId", message: "Pilih sekolah dari daftar atau isi data sekolah baru, tidak keduanya." };
  }
  if (listed) return null;
  if (!named && !numbered)
    return { field: "schoolId", message: "Pilih sekolah dari daftar, atau pilih 'Sekolah saya belum terdaftar' dan isi nama serta NPSN-nya." };
  if (!named) return { field: "name", message: "Nama sekolah wajib diisi untuk sekolah baru." };
  if (!numbered) return { field: "npsn", message: "NPSN wajib diisi untuk sekolah baru." };
  return null;
}
