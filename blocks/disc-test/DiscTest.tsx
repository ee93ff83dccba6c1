import "./discTest.css";
import { Paper } from "@mantine/core";
import type { FromSchema } from "json-schema-to-ts";
import { useMemo } from "react";
import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { useEngine, type BlockComponentProps, useSiteLocation } from "../../engine/react.js";
import { clearSubmissionKey } from "../shared/form/submissionKey.js";
import { BlockSection } from "../shared/BlockSection.js";
import { countAnswered, type DiscAnswer } from "./discAnswers.js";
import { DISC_GROUPS } from "./discQuestionnaire.js";
import { DiscQuestionStep } from "./DiscQuestionStep.js";
import { DiscResult } from "./DiscResult.js";
import { DiscSaveForm } from "./DiscSaveForm.js";
import type { discTestSchema } from "./discTestSchema.js";
import { maxStyleScore, scoreDisc } from "./scoreDisc.js";
import { useDiscDraft } from "./useDiscDraft.js";
import { useDiscSave } from "./useDiscSave.js";
import { useStepFocus } from "./useStepFocus.js";

export type DiscTestProps = FromSchema<typeof discTestSchema>;

/**
 * The DISC personality test: one group of statements at a time with its progress, the profile
 * scored in the browser (scoreDisc), and a name and e-mail that store it through the block's
 * `submit` source. Everything the visitor did survives a reload (session storage).
 */
export function DiscTest({ props, bindings, blockId }: BlockComponentProps<DiscTestProps>) {
  const { api, tenant } = useEngine();
  const { pathname } = useSiteLocation();
  const entry = bindings.submit ? findCatalogueEntry(bindings.submit.source) : undefined;
  const draftKey = `disc-test:${tenant}:${pathname.toLowerCase()}:${blockId}`;
  const keyStorage = `${draftKey}:submission`;
  const [draft, update, clear] = useDiscDraft(draftKey, DISC_GROUPS);
  const total = DISC_GROUPS.length;
  const onResult = draft.step >= total;
  // The draft's step never passes the first unanswered group (parseDiscDraft, next()), so this scores a complete set.
  const profile = useMemo(() => (onResult ? scoreDisc(draft.answers) : null), [onResult, draft.answers]);

  const { headingRef, markMoved } = useStepFocus(draft.step);
  const goTo = (step: number) => {
    markMoved();
    update((d) => ({ ...d, step }));
  };
  const save = useDiscSave(api, entry, profile, keyStorage, (dominant, contact) => {
    clearSubmissionKey(keyStorage);
    // The e-mail is not kept once stored: nothing more needs it on this device.
    update((d) => ({ ...d, name: "", email: "", saved: { dominant, name: contact.name } }));
  });

  const group = DISC_GROUPS[Math.min(draft.step, total - 1)]!;
  const setAnswer = (answer: DiscAnswer) => {
    // New answers make a stored result (and a failed save's message) stale; the next save is a new row.
    if (save.error) save.reset();
    update(({ saved: _stale, ...d }) => ({ ...d, answers: { ...d.answers, [group.id]: answer } }));
  };
  const restart = () => {
    save.reset();
    clearSubmissionKey(keyStorage);
    clear();
    markMoved();
  };

  return (
    <BlockSection heading={props}>
      <Paper withBorder radius="lg" className="disc-test" data-disc-test>
        {profile ? (
          <DiscResult
            profile={profile}
            max={maxStyleScore()}
            saved={draft.saved}
            headingRef={headingRef}
            onEdit={() => goTo(total - 1)}
            onRestart={restart}
            saveForm={
              <DiscSaveForm
                idPrefix={`disc-${blockId}`}
                contact={{ name: draft.name, email: draft.email }}
                entry={entry}
                pending={save.isPending}
                error={save.error}
                onChange={(contact) => update((d) => ({ ...d, ...contact }))}
                onSave={(contact) => save.mutate(contact)}
              />
            }
          />
        ) : (
          <DiscQuestionStep
            key={group.id}
            group={group}
            index={draft.step}
            total={total}
            answered={countAnswered(draft.answers, DISC_GROUPS)}
            answer={draft.answers[group.id] ?? {}}
            namePrefix={`disc-${blockId}-${group.id}`}
            headingRef={headingRef}
            onAnswer={setAnswer}
            onBack={() => goTo(Math.max(draft.step - 1, 0))}
            onNext={() => goTo(draft.step + 1)}
          />
        )}
      </Paper>
    </BlockSection>
  );
}
