import "./discTest.css";
import { Paper } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FromSchema } from "json-schema-to-ts";
import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router-dom";
import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";

import { useEngine, type BlockComponentProps } from "../../engine/react.js";
import { clearSubmissionKey, submissionKey } from "../form/submissionKey.js";
import { BlockSection } from "../shared/BlockSection.js";
import { countAnswered, type DiscAnswer } from "./discAnswers.js";
import { DISC_GROUPS } from "./discQuestionnaire.js";
import { DiscQuestionStep } from "./DiscQuestionStep.js";
import { DiscResult } from "./DiscResult.js";
import { DiscSaveForm, type DiscContact } from "./DiscSaveForm.js";
import { isDiscStyle, type DiscStyle } from "./discStyles.js";
import type { discTestSchema } from "./discTestSchema.js";
import { maxStyleScore, scoreDisc } from "./scoreDisc.js";
import { useDiscDraft } from "./useDiscDraft.js";

export type DiscTestProps = FromSchema<typeof discTestSchema>;

/** The platform's own `dominant` of the stored row (upper case there); ours when it sent no row back. */
function storedDominant(rows: unknown, fallback: DiscStyle): DiscStyle {
  const row: unknown = Array.isArray(rows) ? rows[0] : undefined;
  const value = typeof row === "object" && row !== null && "dominant" in row && typeof row.dominant === "string" ? row.dominant.toLowerCase() : undefined;
  return isDiscStyle(value) ? value : fallback;
}

/**
 * The DISC personality test: one group of statements at a time with its progress, the profile
 * scored in the browser (scoreDisc), and a name and e-mail that store it through the block's
 * `submit` source. Everything the visitor did survives a reload (session storage).
 */
export function DiscTest({ props, bindings, blockId }: BlockComponentProps<DiscTestProps>) {
  const { api, tenant } = useEngine();
  const { pathname } = useLocation();
  const entry = bindings.submit ? findCatalogueEntry(bindings.submit.source) : undefined;
  const draftKey = `disc-test:${tenant}:${pathname.toLowerCase()}:${blockId}`;
  const keyStorage = `${draftKey}:submission`;
  const [draft, update, clear] = useDiscDraft(draftKey, DISC_GROUPS);
  const total = DISC_GROUPS.length;
  const onResult = draft.step >= total;
  // The draft's step never passes the first unanswered group (parseDiscDraft, next()), so this scores a complete set.
  const profile = useMemo(() => (onResult ? scoreDisc(draft.answers) : null), [onResult, draft.answers]);

  // Focus follows a step change the visitor asked for (not the restore of a draft): the new
  // heading is read out, and Tab goes on into the new group.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [draft.step]);
  const goTo = (step: number) => {
    moved.current = true;
    update((d) => ({ ...d, step }));
  };

  const save = useMutation({
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
    onSuccess: (dominant, contact) => {
      clearSubmissionKey(keyStorage);
      // The e-mail is not kept once stored: nothing more needs it on this device.
      update((d) => ({ ...d, name: "", email: "", saved: { dominant, name: contact.name } }));
    },
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
    moved.current = true;
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
