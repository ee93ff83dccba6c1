import { Radio } from "@mantine/core";
import type { Ref } from "react";
import type { DiscAnswer } from "./discAnswers.js";
import type { DiscGroup } from "./discQuestionnaire.js";

export type DiscChoice = "most" | "least";

/** What one of a group's two lists asks for, the error when it is left empty, and why a statement is taken. */
export interface DiscPick {
  pick: DiscChoice;
  label: string;
  missing: string;
  takenBy: string;
}

/**
 * One of a group's two radio lists ("Paling sesuai…"): the group's four statements, the one picked in
 * the other list disabled (with a note why), and the list's error while it is still to answer.
 */
export function DiscPickGroup({
  pick: { pick, label, missing: missingText, takenBy },
  group,
  answer,
  name,
  missing,
  groupRef,
  onChange,
}: {
  pick: DiscPick;
  group: DiscGroup;
  answer: DiscAnswer;
  name: string;
  missing: boolean;
  groupRef: Ref<HTMLDivElement>;
  onChange: (value: string) => void;
}) {
  const other = answer[pick === "most" ? "least" : "most"];
  return (
    <Radio.Group
      ref={groupRef}
      name={name}
      label={label}
      value={answer[pick] ?? ""}
      onChange={onChange}
      error={missing ? missingText : undefined}
      className="disc-test__pick"
      classNames={{ label: "disc-test__pick-label" }}
      data-disc-pick={pick}
    >
      <div className="disc-test__options">
        {group.statements.map((statement) => (
          <Radio
            key={statement.id}
            value={statement.id}
            size="md"
            label={statement.text}
            disabled={statement.id === other}
            description={statement.id === other ? takenBy : undefined}
            classNames={{ label: "disc-test__radio-label" }}
          />
        ))}
      </div>
    </Radio.Group>
  );
}
