import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { BOOKING_COPY as C } from "../content/intake-copy.ts";
import type { BookingResultDto } from "../intake.contract.ts";
import { dateParts, timeIn, visitorTimeZone, zoneName } from "./time-format.ts";

/** Replaces the form after a successful booking; takes the focus so it is announced. */
export function BookingConfirmation({ result, email }: { result: BookingResultDto; email: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(visitorTimeZone());
    ref.current?.focus();
  }, []);
  const b = result.booking;
  const ours = `${timeIn(b.start, b.timeZone)}–${timeIn(b.end, b.timeZone)} ${zoneName(b.start, b.timeZone)}`;
  const yours =
    zone && zone !== b.timeZone
      ? `${timeIn(b.start, zone)}–${timeIn(b.end, zone)} ${zoneName(b.start, zone)} your time`
      : null;
  return (
    <section className="rounded-2xl border border-primary bg-card p-6 text-center sm:p-10" aria-live="polite">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-primary" />
      <h2 ref={ref} tabIndex={-1} className="mt-4 text-3xl font-bold">
        {C.confirmedHeading}
      </h2>
      <p className="mt-4 text-lg font-semibold">{dateParts(b.date).long}</p>
      <p className="mt-1 text-lg">{ours}</p>
      {yours ? <p className="text-muted-fg">({yours})</p> : null}
      <p className="mt-4 text-muted-fg">
        {C.confirmedText} <span className="font-medium text-fg [overflow-wrap:anywhere]">{email}</span>.
      </p>
    </section>
  );
}
