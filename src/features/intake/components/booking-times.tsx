import { Clock } from "lucide-react";
import { BOOKING_COPY as C } from "../content/intake-copy.ts";
import type { SlotDayDto } from "../intake.contract.ts";
import { dateParts, dayShift, timeIn, zoneName } from "./time-format.ts";

/**
 * The free times of the chosen day, one radio each, in the agency's zone and (when it differs) the
 * visitor's, with the day shift when the visitor's date is another.
 */
export function BookingTimes({
  name,
  date,
  day,
  time,
  agencyZone,
  zone,
  onChoose,
}: {
  /** The radio group's name. */
  name: string;
  date: string;
  day: SlotDayDto | undefined;
  time: string;
  agencyZone: string;
  /** The visitor's zone. */
  zone: string;
  onChoose: (time: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">
        {C.timeLegend}
        {date ? <span className="font-normal text-muted-fg"> — {dateParts(date).long}</span> : null}
      </legend>
      {!date ? (
        <p className="mt-3 text-sm text-muted-fg">{C.chooseDateFirst}</p>
      ) : !day?.slots.length ? (
        <p className="mt-3 text-sm text-muted-fg">{C.noSlots}</p>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {day.slots.map((s) => {
            const ours = `${timeIn(s.start, agencyZone)} ${zoneName(s.start, agencyZone)}`;
            const same = zone === agencyZone;
            const shift = same ? null : dayShift(s.start, zone, date);
            const yours = same
              ? null
              : `${timeIn(s.start, zone)} ${zoneName(s.start, zone)}${shift ? `, ${shift}` : ""}`;
            return (
              <label
                key={s.time}
                className={`relative flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring ${
                  time === s.time
                    ? "border-primary bg-primary text-primary-fg"
                    : "border-border hover:bg-muted"
                }`}
              >
                <input
                  type="radio"
                  name={name}
                  value={s.time}
                  checked={time === s.time}
                  onChange={() => onChoose(s.time)}
                  className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                  aria-label={yours ? `${ours} (${yours} your time)` : ours}
                />
                <span aria-hidden="true" className="flex items-center gap-1.5 font-semibold">
                  <Clock className="h-3.5 w-3.5" /> {ours}
                </span>
                {yours ? (
                  <span aria-hidden="true" className={time === s.time ? "text-xs" : "text-xs text-muted-fg"}>
                    {yours} your time
                  </span>
                ) : null}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
