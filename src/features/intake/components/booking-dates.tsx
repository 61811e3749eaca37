import { BOOKING_COPY as C } from "../content/intake-copy.ts";
import type { SlotDayDto } from "../intake.contract.ts";
import { dateParts } from "./time-format.ts";

/** The days to choose from, one radio each; a fully booked day is shown but cannot be chosen. */
export function BookingDates({
  name,
  days,
  date,
  onChoose,
}: {
  /** The radio group's name. */
  name: string;
  days: readonly SlotDayDto[];
  date: string;
  onChoose: (date: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{C.dateLegend}</legend>
      <div className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
        {days.map((d) => {
          const p = dateParts(d.date);
          const none = d.slots.length === 0;
          return (
            <label
              key={d.date}
              className={`relative flex cursor-pointer flex-col items-center rounded-lg border px-1 py-2 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring ${
                date === d.date
                  ? "border-primary bg-primary text-primary-fg"
                  : none
                    ? "cursor-not-allowed border-border text-muted-fg line-through opacity-70"
                    : "border-border hover:bg-muted"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={d.date}
                checked={date === d.date}
                disabled={none}
                onChange={() => onChoose(d.date)}
                className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                aria-label={`${p.long}${none ? ", fully booked" : `, ${d.slots.length} times available`}`}
              />
              <span aria-hidden="true" className="text-xs uppercase">
                {p.weekday}
              </span>
              <span aria-hidden="true" className="text-lg font-bold leading-tight">
                {p.day}
              </span>
              <span aria-hidden="true" className="text-xs">
                {p.month}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
