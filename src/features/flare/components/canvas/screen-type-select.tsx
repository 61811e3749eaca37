import { Field } from "#src/ui/form-controls.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { SCREEN_GROUPS } from "../../content/screen-catalogue.ts";

/** The catalogue's screen types, grouped; with `allowAuto`, a first choice to let the name decide. */
export function ScreenTypeSelect({
  id,
  value,
  onChange,
  allowAuto,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  allowAuto?: boolean;
}) {
  return (
    <Field id={id} label="Screen type">
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {allowAuto ? <option value="">Suggested from the name and description</option> : null}
        {SCREEN_GROUPS.map((g) => (
          <optgroup key={g.id} label={g.label}>
            {g.screens.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}
