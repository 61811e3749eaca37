import { forwardRef } from "react";
import { HONEYPOT_FIELD } from "../lib/lead-texts.ts";

/** Hidden from people (and from the tab order); bots that fill every field fill this one. */
export const HoneypotField = forwardRef<HTMLInputElement, { idPrefix: string }>(({ idPrefix }, ref) => (
  <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
    <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Website (leave this empty)</label>
    <input
      ref={ref}
      id={`${idPrefix}-${HONEYPOT_FIELD}`}
      name={HONEYPOT_FIELD}
      type="text"
      tabIndex={-1}
      autoComplete="off"
      defaultValue=""
    />
  </div>
));
HoneypotField.displayName = "HoneypotField";
