import { useEffect, useRef } from "react";

/**
 * Focus follows a step change the visitor asked for (not the restore of a draft): the new heading is
 * read out, and Tab goes on into the new group. Call `markMoved` before changing the step.
 */
export function useStepFocus(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);
  const markMoved = () => {
    moved.current = true;
  };
  return { headingRef, markMoved };
}
