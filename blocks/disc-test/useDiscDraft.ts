import { useCallback, useEffect, useState } from "react";
import type { DiscGroup } from "./discQuestionnaire.js";
import { EMPTY_DRAFT, parseDiscDraft, type DiscDraft } from "./discDraft.js";

/**
 * The test's state, kept in session storage so that a reload or a trip to another page loses no
 * answer. Restored after hydration, so the server's HTML and the first browser render agree (both
 * show the first group); nothing is written before the restore, so the saved draft is never
 * overwritten by the empty one.
 */
export function useDiscDraft(key: string, groups: readonly DiscGroup[]): [DiscDraft, (update: (draft: DiscDraft) => DiscDraft) => void, () => void] {
  const [draft, setDraft] = useState<DiscDraft>(EMPTY_DRAFT);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    try {
      const saved = window.sessionStorage.getItem(key);
      if (saved) setDraft(parseDiscDraft(JSON.parse(saved), groups));
    } catch {
      // storage unavailable or a corrupt draft: start afresh
    }
    setRestored(true);
  }, [key, groups]);

  useEffect(() => {
    if (!restored) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify(draft));
    } catch {
      // private mode or quota: the test still works, only without surviving a reload
    }
  }, [key, draft, restored]);

  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to clear
    }
    setDraft(EMPTY_DRAFT);
  }, [key]);

  return [draft, setDraft, clear];
}
