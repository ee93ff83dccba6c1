import { Alert, Button } from "@mantine/core";
import type { ReactNode, Ref } from "react";
import { DiscChart } from "./DiscChart.js";
import type { DiscSaved } from "./discDraft.js";
import { DISC_READINGS } from "./discReadings.js";
import type { DiscProfile } from "./scoreDisc.js";
import { Heading } from "../../engine/react.js";

export interface DiscResultProps {
  profile: DiscProfile;
  max: number;
  saved: DiscSaved | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  /** The save form, or nothing once the platform stored the result. */
  saveForm: ReactNode;
  onEdit: () => void;
  onRestart: () => void;
}

/** The profile: the strongest style in words, the chart, a plain-language reading, then saving. */
export function DiscResult({ profile, max, saved, headingRef, saveForm, onEdit, onRestart }: DiscResultProps) {
  const reading = DISC_READINGS[profile.dominant];
  const second = DISC_READINGS[profile.ranking[1]!];
  return (
    <div className="disc-test__result" data-disc-result={profile.dominant}>
      <Heading ref={headingRef} tabIndex={-1} className="disc-test__step-title">
        Profil DISC Anda
      </Heading>
      <div className="disc-test__result-grid">
        <div>
          <p className="disc-test__dominant">
            Gaya yang paling menonjol: <strong data-disc-dominant>{reading.label}</strong>, {reading.tagline}.
          </p>
          <DiscChart scores={profile.scores} max={max} dominant={profile.dominant} />
          <p className="disc-test__note">
            Skor dihitung dari pilihan Anda: 2 poin untuk “paling sesuai”, 1 poin untuk pernyataan yang tidak dipilih, dan 0 untuk “paling tidak sesuai”.
          </p>
        </div>
        <div className="disc-test__reading">
          <p>{reading.reading}</p>
          <p>
            Gaya terkuat kedua Anda adalah <strong>{second.label}</strong>: {second.tagline}.
          </p>
          <Heading depth={1}>Kekuatan Anda</Heading>
          <ul>
            {reading.strengths.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <Heading depth={1}>Yang perlu diperhatikan</Heading>
          <ul>
            {reading.watchOuts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <Heading depth={1}>Cara belajar yang cocok</Heading>
          <p>{reading.learning}</p>
          <p className="disc-test__note">Hasil ini menggambarkan kecenderungan Anda saat ini, bukan penilaian baik atau buruk.</p>
        </div>
      </div>
      {saved ? (
        <Alert color="green" variant="light" role="status" className="disc-test__saved" data-disc-saved={saved.dominant}>
          Hasil tes atas nama {saved.name} sudah tersimpan dengan profil {DISC_READINGS[saved.dominant].label}.
        </Alert>
      ) : (
        saveForm
      )}
      <div className="disc-test__nav">
        <Button variant="default" radius="xl" onClick={onEdit}>
          Ubah jawaban
        </Button>
        <Button variant="subtle" radius="xl" onClick={onRestart}>
          Ulangi tes
        </Button>
      </div>
    </div>
  );
}
