import { PITCH_PAGE } from "../content/pitch.ts";

/** The pitch form's steps, the current one marked for assistive technology. */
export function PitchProgress({ step }: { step: 1 | 2 }) {
  return (
    <ol aria-label="Progress" className="flex gap-2">
      {PITCH_PAGE.steps.map((label, i) => {
        const n = i + 1;
        const current = n === step;
        return (
          <li
            key={label}
            aria-current={current ? "step" : undefined}
            className={`flex flex-1 items-center gap-2 rounded-lg border px-3 py-2 text-sm ${
              current ? "border-primary font-semibold" : "border-border text-muted-fg"
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${
                n <= step ? "bg-primary text-primary-fg" : "bg-muted text-fg"
              }`}
            >
              {n}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
