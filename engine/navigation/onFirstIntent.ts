/**
 * What says a visitor reaches for an element: a pointer over or down on it, a touch, the keyboard's focus or a
 * key, and a change made without any of these (an assistive technology's, the browser's autofill).
 */
const INTENT = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "input", "change"] as const;

/**
 * Calls `start` once, at the first sign that a visitor reaches for one of `elements`. A part island
 * starts so: its HTML works until then (a form submits without code), and a visitor who never
 * touches it costs the phone none of its code.
 */
export function onFirstIntent(elements: readonly Element[], start: () => void): void {
  const fire = () => {
    for (const element of elements) for (const type of INTENT) element.removeEventListener(type, fire);
    start();
  };
  for (const element of elements) for (const type of INTENT) element.addEventListener(type, fire, { passive: true });
}
