import { useEffect, useRef } from "react";

/**
 * Keeps what a visitor typed in session storage so that a reload, a failed submission or a trip to
 * another page loses nothing. Restores after hydration, so server and client first render agree.
 */
export function useFormDraft(key: string, values: Record<string, string>, restore: (values: Record<string, string>) => void) {
  const restored = useRef(false);
  useEffect(() => {
    try {
      const saved = window.sessionStorage.getItem(key);
      if (saved) restore(JSON.parse(saved) as Record<string, string>);
    } catch {
      // storage unavailable or a corrupt draft: start empty
    }
    restored.current = true;
    // restore once per key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!restored.current) return;
    try {
      window.sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      // private mode or quota: the form still works without a draft
    }
  }, [key, values]);

  return () => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // nothing to clear
    }
  };
}
