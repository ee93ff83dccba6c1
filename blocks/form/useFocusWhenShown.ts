import { useCallback, useRef } from "react";

/**
 * Puts the focus on an element as soon as it is on the page: at once when it already is, otherwise
 * when it mounts. An element shown by a state update may commit after the next frame (react-query
 * tells its observers in a later task, later still on a busy phone), so a focus asked for in that
 * frame could find nothing and be lost.
 */
export function useFocusWhenShown<T extends HTMLElement>(): { ref: (node: T | null) => void; focus: () => void } {
  const element = useRef<T | null>(null);
  const pending = useRef(false);
  const ref = useCallback((node: T | null) => {
    element.current = node;
    if (node && pending.current) {
      pending.current = false;
      node.focus();
    }
  }, []);
  const focus = useCallback(() => {
    if (element.current) element.current.focus();
    else pending.current = true;
  }, []);
  return { ref, focus };
}
