import { CalendarCheck } from "lucide-react";
import { tracked } from "#src/lib/tracked-elements.ts";
import { Button } from "#src/ui/button-base.tsx";
import { cn } from "#src/ui/cn.ts";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { BOOKING_COPY as C } from "../content/intake-copy.ts";
import type { BookingResultDto, BookingSource } from "../intake.contract.ts";
import { INTAKE_LIMITS } from "../lib/intake-rules.ts";
import { BookingDates } from "./booking-dates.tsx";
import { BookingTimes } from "./booking-times.tsx";
import { useBooking } from "./use-booking.ts";

export type BookingWidgetProps = {
  source: BookingSource;
  leadId?: string | null;
  defaultName?: string;
  defaultEmail?: string;
  heading?: string;
  onBooked: (result: BookingResultDto, who: { fullName: string; email: string }) => void;
};

/**
 * The booking widget (book-meeting), used by /intake and /discovery: dates from today to 30 days
 * ahead, the free 30-minute slots shown in the agency's zone and the visitor's, name, email, notes.
 */
export function BookingWidget({
  source,
  leadId,
  defaultName = "",
  defaultEmail = "",
  heading,
  onBooked,
}: BookingWidgetProps) {
  // A fixed prefix, not useId: /discovery hydrates the widget as an island (decision 051); one per page.
  const id = "booking";
  const hydrated = useHydrated();
  const b = useBooking({ source, leadId, defaultName, defaultEmail, onBooked });
  const { slots, zone } = b;
  const agencyZone = slots?.timeZone ?? "";

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        "rounded-2xl border border-border bg-card p-5 sm:p-8",
        // While the slots load, the box keeps the height the calendar and form will take (measured
        // at 412 and 1280 px wide), so the footer does not jump when they arrive (CLS was 0.38).
        !slots && !b.loadError && "min-h-[69rem] sm:min-h-[49rem]",
      )}
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-bold">
        <CalendarCheck aria-hidden="true" className="h-6 w-6 text-primary" /> {heading ?? C.heading}
      </h2>
      {slots && zone ? <p className="mt-2 text-sm text-muted-fg">{C.zoneNote(agencyZone, zone)}</p> : null}
      {b.loadError ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-danger p-4 text-sm"
        >
          {C.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void b.load()}>
            {C.retry}
          </Button>
        </div>
      ) : !slots || !zone ? (
        <p className="mt-6 flex items-center gap-2 text-muted-fg">
          <Spinner label={C.loading} /> <span aria-hidden="true">{C.loading}…</span>
        </p>
      ) : (
        <form noValidate onSubmit={b.submit} className="mt-6 grid gap-6" aria-busy={b.submitting}>
          <BookingDates name={`${id}-date`} days={slots.days} date={b.date} onChoose={b.chooseDate} />
          <BookingTimes
            name={`${id}-time`}
            date={b.date}
            day={slots.days.find((d) => d.date === b.date)}
            time={b.time}
            agencyZone={agencyZone}
            zone={zone}
            onChoose={b.chooseTime}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-name`}
              label="Full name"
              autoComplete="name"
              aria-required
              maxLength={INTAKE_LIMITS.text}
              value={b.fullName}
              onChange={(e) => b.setFullName(e.target.value)}
            />
            <TextField
              id={`${id}-email`}
              label="Email"
              type="email"
              autoComplete="email"
              aria-required
              maxLength={INTAKE_LIMITS.email}
              value={b.email}
              onChange={(e) => b.setEmail(e.target.value)}
            />
          </div>
          <TextAreaField
            id={`${id}-notes`}
            label={C.notesLabel}
            rows={3}
            maxLength={INTAKE_LIMITS.notes}
            value={b.notes}
            onChange={(e) => b.setNotes(e.target.value)}
            placeholder={C.notesPlaceholder}
          />
          {b.error ? (
            <div role="alert" className="rounded-lg border border-danger bg-bg p-4 text-sm text-danger">
              {b.error}
            </div>
          ) : null}
          <div>
            <Button
              type="submit"
              size="lg"
              disabled={!hydrated || b.submitting}
              aria-busy={b.submitting}
              {...tracked("booking-submit")}
            >
              {b.submitting ? <Spinner label={C.submitting} /> : null}
              {C.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
