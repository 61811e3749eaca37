import { Home } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { formatDay } from "../../lib/format.ts";
import { type RemoteDayDto, remoteDaySchema } from "../../people.contract.ts";

/** Record a day worked remotely (today or earlier), and the days recorded, with Remove. */
export function RemoteDays({ days, today }: { days: RemoteDayDto[]; today: string }) {
  const [date, setDate] = useState(today);
  const [note, setNote] = useState("");
  const { run, busy, fields: errors, setFields } = useStaffAction();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(remoteDaySchema, { date, note });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    const done = await run("record", () => api("/api/people/remote-days", { body: checked.data }), {
      failure: (err) => failureMessage(err, "Failed to record the remote day"),
    });
    if (done) setNote("");
  };
  return (
    <div className="grid gap-4">
      <Card className="p-4">
        <form className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
          <TextField
            label="Remote day"
            type="date"
            max={today}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={errors.date}
          />
          <TextField
            label="Note (optional)"
            placeholder="Home office"
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={errors.note}
          />
          <Button type="submit" disabled={busy !== null}>
            <Home aria-hidden="true" className="h-4 w-4" /> Record remote day
          </Button>
        </form>
      </Card>
      {days.length ? (
        <ul className="grid gap-2" aria-label="Recorded remote days">
          {days.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
            >
              <p className="text-sm">
                <span className="font-medium">{formatDay(d.date)}</span>
                {d.note ? <span className="text-muted-fg"> · {d.note}</span> : null}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={busy !== null}
                aria-label={`Remove remote day ${formatDay(d.date)}`}
                onClick={() =>
                  run(d.id, () => api(`/api/people/remote-days/${d.id}`, { method: "DELETE" }), {
                    failure: (err) => failureMessage(err, "Failed to remove the remote day"),
                  })
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">
          No remote days recorded yet. Days your schedule marks remote count too.
        </p>
      )}
    </div>
  );
}
