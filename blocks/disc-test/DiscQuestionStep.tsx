// Radio lays its circle and label out with Mantine's InlineInput styles, which live under utils/ and are
// not among the component stylesheets the build derives from a chunk's Mantine imports: named here.
import "@mantine/core/styles/InlineInput.css";
import { Button } from "@mantine/core";
import { useRef, useState, type FormEvent, type Ref } from "react";
import { isGroupAnswered, type DiscAnswer } from "./discAnswers.js";
import type { DiscGroup } from "./discQuestionnaire.js";
import { DiscPickGroup, type DiscChoice, type DiscPick } from "./DiscPickGroup.js";
import { Heading, ProgressBar } from "../../engine/react.js";
import { WithoutStaticClasses } from "../shared/WithoutStaticClasses.js";

const PICKS: readonly DiscPick[] = [
  {
    pick: "most",
    label: "Paling sesuai dengan saya",
    missing: "Pilih satu pernyataan yang paling sesuai.",
    takenBy: "Sudah dipilih sebagai paling tidak sesuai",
  },
  {
    pick: "least",
    label: "Paling tidak sesuai dengan saya",
    missing: "Pilih satu pernyataan yang paling tidak sesuai.",
    takenBy: "Sudah dipilih sebagai paling sesuai",
  },
];

export interface DiscQuestionStepProps {
  group: DiscGroup;
  /** 0-based position of the group. */
  index: number;
  total: number;
  answered: number;
  answer: DiscAnswer;
  /** Unique per block on the page: radio names must not collide with another block's. */
  namePrefix: string;
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (answer: DiscAnswer) => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * One group of four statements as two native radio groups, so the keyboard works as everywhere:
 * Tab into a group, arrows to choose, Tab on. A statement picked in one group is disabled in the
 * other (arrow keys skip it), so moving through one list never undoes the pick in the other.
 */
export function DiscQuestionStep({ group, index, total, answered, answer, namePrefix, headingRef, onAnswer, onBack, onNext }: DiscQuestionStepProps) {
  const [missing, setMissing] = useState<Readonly<Record<DiscChoice, boolean>>>({ most: false, least: false });
  const mostRef = useRef<HTMLDivElement>(null);
  const leastRef = useRef<HTMLDivElement>(null);
  const groupRefs = { most: mostRef, least: leastRef };
  const headingId = `${namePrefix}-title`;
  const last = index + 1 === total;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isGroupAnswered(group, answer)) return onNext();
    const lacks = { most: !answer.most, least: !answer.least };
    setMissing(lacks);
    // Focus the first list still to answer: its error is read with it.
    const first: DiscChoice = lacks.most ? "most" : "least";
    groupRefs[first].current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
  };

  return (
    <form className="disc-test__step" noValidate onSubmit={submit} aria-labelledby={headingId} data-disc-group={group.id}>
      <div className="disc-test__progress">
        <Heading ref={headingRef} id={headingId} tabIndex={-1} className="disc-test__step-title">
          Kelompok {index + 1} dari {total}
        </Heading>
        <ProgressBar value={Math.round((answered / total) * 100)} label="Kemajuan tes" size="sm" round />
        <p className="disc-test__live" aria-live="polite" data-disc-progress>
          {answered} dari {total} kelompok sudah dijawab
        </p>
      </div>
      <p className="disc-test__hint">
        Baca keempat pernyataan, lalu pilih satu yang <strong>paling sesuai</strong> dan satu yang <strong>paling tidak sesuai</strong> dengan diri Anda. Tidak
        ada jawaban benar atau salah.
      </p>
      <WithoutStaticClasses>
        <div className="disc-test__choices">
          {PICKS.map((pick) => (
            <DiscPickGroup
              key={pick.pick}
              pick={pick}
              group={group}
              answer={answer}
              name={`${namePrefix}-${pick.pick}`}
              missing={missing[pick.pick]}
              groupRef={groupRefs[pick.pick]}
              onChange={(value) => {
                setMissing((m) => ({ ...m, [pick.pick]: false }));
                onAnswer({ ...answer, [pick.pick]: value });
              }}
            />
          ))}
        </div>
      </WithoutStaticClasses>
      <div className="disc-test__nav">
        <Button variant="default" radius="xl" onClick={onBack} disabled={index === 0}>
          Sebelumnya
        </Button>
        <Button type="submit" radius="xl">
          {last ? "Lihat hasil" : "Berikutnya"}
        </Button>
      </div>
    </form>
  );
}
