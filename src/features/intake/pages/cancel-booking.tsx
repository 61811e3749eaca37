import { CalendarX2 } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { dateParts, timeIn, zoneName } from "../components/time-format.ts";
import type { BookingCancelResultDto, BookingCancelViewDto } from "../intake.contract.ts";
import { CANCEL_MESSAGES, CANCEL_REASON_MAX } from "../lib/intake-rules.ts";
import type { Route } from "./+types/cancel-booking";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Cancel your meeting",
    description: "Cancel a booked discovery meeting.",
    path: "/bookings",
    noindex: true,
  });
}

type State =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "booking"; booking: BookingCancelViewDto; done?: string };

/**
 * The visitor's cancellation page, reached from the link in their confirmation email: it shows the
 * booking and a Cancel button with an optional reason. The link's token is checked by the API.
 */
export default function CancelBookingPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>({ kind: "loading" });
  const [reason, setReason] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api<BookingCancelViewDto>(
      `/api/intake/bookings/${encodeURIComponent(id)}/cancel?token=${encodeURIComponent(token)}`,
    )
      .then((booking) => setState({ kind: "booking", booking }))
      .catch((err: unknown) =>
        setState({
          kind: "error",
          message: err instanceof ApiError ? err.message : CANCEL_MESSAGES.invalidLink,
        }),
      );
  }, [id, token]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const res = await api<BookingCancelResultDto>(`/api/intake/bookings/${encodeURIComponent(id)}/cancel`, {
        body: { token, reason },
      });
      setState({ kind: "booking", booking: res.booking, done: res.message });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : "Something went wrong. Please try again.");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6 sm:py-20">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Cancel your meeting</h1>
      {state.kind === "loading" ? <p className="text-muted-fg">Loading your booking…</p> : null}
      {state.kind === "error" ? (
        <section className="grid gap-4 rounded-2xl border bg-card p-6" role="alert">
          <p>{state.message}</p>
          <ButtonLink to="/discovery" variant="outline" className="justify-self-start">
            Book a meeting
          </ButtonLink>
        </section>
      ) : null}
      {state.kind === "booking" ? (
        <section className="grid gap-4 rounded-2xl border bg-card p-6" aria-live="polite">
          <div className="flex items-start gap-3">
            <CalendarX2 aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-primary" />
            <div>
              <p className="text-lg font-semibold">{dateParts(state.booking.date).long}</p>
              <p>
                {timeIn(state.booking.start, state.booking.timeZone)}–
                {timeIn(state.booking.end, state.booking.timeZone)}{" "}
                {zoneName(state.booking.start, state.booking.timeZone)}
              </p>
              <p className="mt-1 text-sm text-muted-fg">30-minute discovery meeting</p>
            </div>
          </div>
          {state.done ? (
            <p className="font-medium" role="status">
              {state.done}
            </p>
          ) : state.booking.status === "cancelled" ? (
            <p className="font-medium">{CANCEL_MESSAGES.alreadyCancelled}</p>
          ) : state.booking.cancellable ? (
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <TextAreaField
                label="Reason (optional)"
                value={reason}
                maxLength={CANCEL_REASON_MAX}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
                error={error ?? undefined}
              />
              <Button type="submit" variant="danger" disabled={submitting} className="justify-self-start">
                {submitting ? "Cancelling…" : "Cancel the meeting"}
              </Button>
            </form>
          ) : (
            <p>{CANCEL_MESSAGES.past}</p>
          )}
        </section>
      ) : null}
    </main>
  );
}
