import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { formatDate } from "../../lib/format.ts";
import { type PublicHolidayDto, publicHolidaySchema } from "../../people.contract.ts";

/** Public holidays of the year, by office location: days that never count as days off. */
export function HolidaysSection({
  year,
  holidays,
  locations,
}: {
  year: number;
  holidays: PublicHolidayDto[];
  /** The active offices (decision 048); none yet means every holiday is for all locations. */
  locations: string[];
}) {
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [location, setLocation] = useState("");
  const { run, busy, fields: errors, setFields } = useStaffAction();
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(publicHolidaySchema, { date, name, location });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    const done = await run(
      "add",
      () => api<{ message: string }>("/api/people/time-off-policy/holidays", { body: checked.data }),
      { failure: (err) => failureMessage(err, "Failed to add the public holiday") },
    );
    if (done) {
      setDate("");
      setName("");
    }
  };
  const remove = (h: PublicHolidayDto) =>
    run(
      `remove-${h.id}`,
      () => api<{ message: string }>(`/api/people/time-off-policy/holidays/${h.id}`, { method: "DELETE" }),
      { failure: (err) => failureMessage(err, "Failed to remove the public holiday") },
    );
  return (
    <Card className="grid gap-4 p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Public holidays in {year}</h2>
        <p className="text-sm text-muted-fg">
          Not counted as days off for employees at that location (or everywhere).
        </p>
      </div>
      {holidays.length ? (
        <ul className="grid divide-y divide-border rounded-md border border-border">
          {holidays.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                <span className="font-medium">{formatDate(h.date)}</span> · {h.name} ·{" "}
                <span className="text-muted-fg">{h.location ?? "All locations"}</span>
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${h.name} (${formatDate(h.date)})`}
                disabled={busy !== null}
                onClick={() => void remove(h)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-fg">No public holidays entered for {year}.</p>
      )}
      <form className="grid gap-4 sm:grid-cols-[10rem_1fr_14rem_auto] sm:items-end" onSubmit={add} noValidate>
        <TextField
          label="Holiday date"
          type="date"
          value={date}
          min={`${year}-01-01`}
          max={`${year}-12-31`}
          error={errors.date}
          onChange={(e) => setDate(e.currentTarget.value)}
        />
        <TextField
          label="Holiday name"
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <SelectField
          label="Location"
          value={location}
          error={errors.location}
          onChange={(e) => setLocation(e.currentTarget.value)}
          options={[{ value: "", label: "All locations" }, ...locations]}
        />
        <Button type="submit" disabled={busy !== null}>
          Add holiday
        </Button>
      </form>
      {locations.length === 0 ? (
        <p className="text-sm text-muted-fg">
          No office locations yet: a holiday applies everywhere.{" "}
          <Link className="font-medium text-primary underline" to="/employee/organization/lists">
            Add your offices
          </Link>{" "}
          to limit a holiday to one of them.
        </p>
      ) : null}
    </Card>
  );
}
