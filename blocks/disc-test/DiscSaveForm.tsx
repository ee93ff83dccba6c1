import { Alert, Button, TextInput } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { SourceError } from "../../engine/index.js";
import { Heading } from "../../engine/react.js";
import { fieldError, type FormField } from "../shared/form/fieldRules.js";

export interface DiscContact {
  name: string;
  email: string;
}

const FIELDS: readonly (FormField & { name: keyof DiscContact })[] = [
  { name: "name", label: "Nama", kind: "text", required: true },
  { name: "email", label: "Email", kind: "email", required: true },
];

/** One sentence for a failed save; the answers stay, so it always ends in "try again". */
export function saveErrorText(error: unknown): string {
  if (error instanceof SourceError && error.status === 429)
    return "Terlalu banyak kiriman dalam waktu singkat; tunggu sebentar, jawaban Anda tetap aman, lalu coba lagi.";
  return "Hasil tes belum tersimpan karena layanan sedang bermasalah; jawaban Anda tetap aman, silakan coba lagi.";
}

export interface DiscSaveFormProps {
  /** Unique per block on the page, for the form's heading id. */
  idPrefix: string;
  contact: DiscContact;
  /** The target's parameters: their rules (lengths, e-mail format) apply before anything is sent. */
  entry: CatalogueEntry | undefined;
  pending: boolean;
  error: unknown;
  onChange: (contact: DiscContact) => void;
  onSave: (contact: DiscContact) => void;
}

/** Name and e-mail to store the profile with; a failure keeps both and offers the same save again. */
export function DiscSaveForm({ idPrefix, contact, entry, pending, error, onChange, onSave }: DiscSaveFormProps) {
  const [shown, setShown] = useState<Partial<Record<keyof DiscContact, string | null>>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const refs = { name: nameRef, email: emailRef };
  const errorOf = (name: keyof DiscContact) =>
    fieldError(
      FIELDS.find((f) => f.name === name)!,
      entry?.params.find((p) => p.name === name),
      contact[name],
    );
  // The platform may name a field (a rule the browser did not know); its message goes to that field.
  const platformField = error instanceof SourceError && (error.field === "name" || error.field === "email") ? error.field : undefined;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const errors = { name: errorOf("name"), email: errorOf("email") };
    setShown(errors);
    const invalid = FIELDS.find((f) => errors[f.name]);
    if (invalid) return refs[invalid.name].current?.focus();
    onSave({ name: contact.name.trim(), email: contact.email.trim() });
  };

  return (
    <form className="disc-save" noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-save-title`} data-disc-save>
      <Heading depth={1} id={`${idPrefix}-save-title`} className="disc-save__title">
        Simpan hasil tes
      </Heading>
      <p className="disc-save__text">Isi nama dan email untuk menyimpan hasil tes ini. Email Anda tidak ditampilkan di situs.</p>
      {error && !platformField ? (
        <Alert color="red" variant="light" role="alert" className="disc-save__error" data-disc-save-error>
          <span>{saveErrorText(error)}</span>{" "}
          <Button size="compact-sm" variant="outline" color="red" radius="xl" onClick={() => submit()} loading={pending}>
            Coba lagi
          </Button>
        </Alert>
      ) : null}
      <div className="disc-save__fields">
        {FIELDS.map((field) => (
          <TextInput
            key={field.name}
            ref={refs[field.name]}
            name={field.name}
            type={field.kind === "email" ? "email" : "text"}
            autoComplete={field.kind === "email" ? "email" : "name"}
            label={field.label}
            withAsterisk
            placeholder={field.kind === "email" ? "nama@contoh.id" : "Nama Anda"}
            value={contact[field.name]}
            onChange={(event) => {
              onChange({ ...contact, [field.name]: event.currentTarget.value });
              if (shown[field.name]) setShown((s) => ({ ...s, [field.name]: null }));
            }}
            error={shown[field.name] ?? (platformField === field.name ? (error as SourceError).message : undefined)}
          />
        ))}
        <Button type="submit" radius="xl" loading={pending} className="disc-save__submit">
          Simpan hasil
        </Button>
      </div>
    </form>
  );
}
