import { type FormEvent, startTransition, useCallback, useEffect, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import type { BookingResultDto, BookingSource, SlotsDto } from "../intake.contract.ts";
import { BOOKING_MESSAGES, validateBooking } from "../lib/intake-rules.ts";
import { localDate, visitorTimeZone } from "./time-format.ts";

const TOAST_ID = "booking-error";

/**
 * The booking widget's state: the free slots (fetched once the visitor's zone is known, and again
 * after a slot was taken), the chosen date and time, who books, and the submission.
 */
export function useBooking({
  source,
  leadId,
  defaultName,
  defaultEmail,
  onBooked,
}: {
  source: BookingSource;
  leadId: string | null | undefined;
  defaultName: string;
  defaultEmail: string;
  onBooked: (result: BookingResultDto, who: { fullName: string; email: string }) => void;
}) {
  const submission = useSubmissionKey();
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
      // The calendar and the form are a large render: as a transition React renders them in slices
      // that leave the page responsive, instead of one long task as the page finishes loading.
      startTransition(() => setSlots(data));
    } catch {
      setLoadError(true);
    }
  }, []);

  useEffect(() => {
    setZone(visitorTimeZone());
    void load();
  }, [load]);

  const fail = (message: string) => {
    setError(message);
    toast.error(BOOKING_MESSAGES.errorTitle, { id: TOAST_ID, description: message });
  };

  const chooseDate = (next: string) => {
    setDate(next);
    setTime("");
    setError(null);
  };
  const chooseTime = (next: string) => {
    setTime(next);
    setError(null);
  };

  const submit = async (e: FormEvent) => {
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

  return {
    slots,
    loadError,
    load,
    zone,
    date,
    chooseDate,
    time,
    chooseTime,
    fullName,
    setFullName,
    email,
    setEmail,
    notes,
    setNotes,
    error,
    submitting,
    submit,
  };
}
