import { CalendarCheck, Clock } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { BOOKING_COPY as C } from "../content/intake-copy.ts";
import {
  BOOKING_MESSAGES,
  type BookingResultDto,
  type BookingSource,
  INTAKE_LIMITS,
  type SlotDayDto,
  type SlotsDto,
  validateBooking,
} from "../intake.contract.ts";
import { dateParts, dayShift, localDate, timeIn, visitorTimeZone, zoneName } from "./time-format.ts";

export type BookingWidgetProps = {
  source: BookingSource;
  leadId?: string | null;
  defaultName?: string;
  defaultEmail?: string;
  heading?: string;
  onBooked: (result: BookingResultDto, who: { fullName: string; email: string }) => void;
};

const TOAST_ID = "booking-error";

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
  const submission = useSubmissionKey();
  const id = useId();
  const hydrated = useHydrated();
  const [slots, setSlots] = useState<SlotsDto | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [fullName, setFullName] = useState(defaultName);
  const [email, setEmail] = useState(defaultEmail);
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [zone, setZone] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoadError(false);
    try {
      const now = new Date();
      const data = await api<SlotsDto>(
        `/api/intake/slots?from=${localDate(now, -1)}&to=${localDate(now, 32)}`,
      );
      setSlots(data);
    } catch {
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    setZone(visitorTimeZone());
    void load();
  }, [load]);

  const day: SlotDayDto | undefined = slots?.days.find((d) => d.date === date);

  const fail = (message: string) => {
    setError(message);
    toast.error(BOOKING_MESSAGES.errorTitle, { id: TOAST_ID, description: message });
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = validateBooking({
      date,
      time,
      fullName,
      email,
      notes,
      leadId,
      source,
      visitorTimeZone: zone,
    });
    if (!checked.ok) {
      fail(checked.message);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const result = await api<BookingResultDto>("/api/intake/bookings", { body: checked.value, submission });
      toast.success(BOOKING_MESSAGES.success, { id: TOAST_ID });
      onBooked(result, { fullName: checked.value.fullName, email: checked.value.email });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // Someone else took the slot: show the fresh times of every day.
        setTime("");
        void load();
      }
      const reason = err instanceof ApiError && err.status > 0 && err.status < 500;
      fail(reason ? (err as ApiError).message : BOOKING_MESSAGES.errorDefault);
    } finally {
      setSubmitting(false);
    }
  };

  const agencyZone = slots?.timeZone ?? "";

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-border bg-card p-5 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-2xl font-bold">
        <CalendarCheck aria-hidden="true" className="h-6 w-6 text-primary" /> {heading ?? C.heading}
      </h2>
      {slots && zone ? <p className="mt-2 text-sm text-muted-fg">{C.zoneNote(agencyZone, zone)}</p> : null}
      {loadError ? (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-danger p-4 text-sm"
        >
          {C.loadFailed}
          <Button variant="outline" size="sm" onClick={() => void load()}>
            {C.retry}
          </Button>
        </div>
      ) : !slots || !zone ? (
        <p className="mt-6 flex items-center gap-2 text-muted-fg">
          <Spinner label={C.loading} /> <span aria-hidden="true">{C.loading}…</span>
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 grid gap-6" aria-busy={submitting}>
          <fieldset>
            <legend className="text-sm font-semibold">{C.dateLegend}</legend>
            <div className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-7">
              {slots.days.map((d) => {
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
                      name={`${id}-date`}
                      value={d.date}
                      checked={date === d.date}
                      disabled={none}
                      onChange={() => {
                        setDate(d.date);
                        setTime("");
                        setError(null);
                      }}
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
                        name={`${id}-time`}
                        value={s.time}
                        checked={time === s.time}
                        onChange={() => {
                          setTime(s.time);
                          setError(null);
                        }}
                        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
                        aria-label={yours ? `${ours} (${yours} your time)` : ours}
                      />
                      <span aria-hidden="true" className="flex items-center gap-1.5 font-semibold">
                        <Clock className="h-3.5 w-3.5" /> {ours}
                      </span>
                      {yours ? (
                        <span
                          aria-hidden="true"
                          className={time === s.time ? "text-xs" : "text-xs text-muted-fg"}
                        >
                          {yours} your time
                        </span>
                      ) : null}
                    </label>
                  );
                })}
              </div>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={`${id}-name`}
              label="Full name"
              autoComplete="name"
              aria-required
              maxLength={INTAKE_LIMITS.text}
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
            <TextField
              id={`${id}-email`}
              label="Email"
              type="email"
              autoComplete="email"
              aria-required
              maxLength={INTAKE_LIMITS.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-notes`} className="text-sm font-medium">
              {C.notesLabel}
            </label>
            <textarea
              id={`${id}-notes`}
              rows={3}
              maxLength={INTAKE_LIMITS.notes}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              placeholder={C.notesPlaceholder}
              className="w-full rounded-md border border-border bg-bg px-3 py-2 text-sm text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring"
            />
          </div>
          {error ? (
            <div role="alert" className="rounded-lg border border-danger bg-bg p-4 text-sm text-danger">
              {error}
            </div>
          ) : null}
          <div>
            <Button type="submit" size="lg" disabled={!hydrated || submitting} aria-busy={submitting}>
              {submitting ? <Spinner label={C.submitting} /> : null}
              {C.submit}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
