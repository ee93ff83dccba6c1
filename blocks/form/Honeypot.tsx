import type { RefObject } from "react";

/** The honeypot's name: one a form-filling bot fills and no catalogue parameter has. */
export const HONEYPOT_NAME = "website";

/**
 * A field no person sees or reaches: off screen, out of the tab order and hidden from assistive
 * technology. A bot that fills every input fills it too, and the form then pretends to have sent.
 * No third-party captcha: the site must also work offline and without tracking.
 */
export function Honeypot({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        Jangan isi kolom ini
        <input ref={inputRef} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
