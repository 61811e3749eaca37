import { CalendarClock, Home, Star } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { formatDate, fullName } from "../lib/format.ts";
import type { EmployeeCardDto, MetricsDto, PersonRef, ScheduleDayDto } from "../people.contract.ts";
import { ScheduleDayRow } from "./schedule/schedule-day.tsx";

function Metric({
  icon: Icon,
  label,
  value,
  detail,
}: {
  icon: typeof Star;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/15">
        <Icon aria-hidden="true" className="h-5 w-5 text-fg" />
      </span>
      <div className="grid gap-0.5">
        <h2 className="text-sm font-medium text-muted-fg">{label}</h2>
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-xs text-muted-fg">{detail}</p>
      </div>
    </Card>
  );
}

/** The metrics cards: rating out of 5.0, 'Days available', remote work. */
export function MetricsCards({ metrics }: { metrics: MetricsDto }) {
  const b = metrics.balance;
  return (
    <section aria-label="Your metrics" className="grid gap-4 md:grid-cols-3">
      <Metric
        icon={Star}
        label="Performance rating"
        value={metrics.rating === null ? "–" : `${metrics.rating.toFixed(1)} / 5.0`}
        detail={
          metrics.reviewCount
            ? `Average of ${metrics.reviewCount} ${metrics.reviewCount === 1 ? "review" : "reviews"}`
            : "No reviews yet"
        }
      />
      <Metric
        icon={CalendarClock}
        label="Days available"
        value={b.policySet ? String(b.available) : "–"}
        detail={
          b.policySet
            ? `vacation days of ${b.allowance} in ${b.year}: ${b.approved} approved, ${b.pending} pending`
            : `No time-off policy for ${b.year} yet`
        }
      />
      <Metric
        icon={Home}
        label="Remote work"
        value={`${metrics.remoteDaysThisMonth} ${metrics.remoteDaysThisMonth === 1 ? "day" : "days"}`}
        detail={`this month, ${metrics.remoteDaysThisYear} this year`}
      />
    </section>
  );
}

export function ProfileOverview({ me, manager }: { me: EmployeeCardDto; manager: PersonRef | null }) {
  const rows: [string, string][] = [
    ["Title", me.title ?? "Not set"],
    ["Department", me.department ?? "Not set"],
    ["Location", me.location ?? "Not set"],
    ["Manager", manager ? fullName(manager) : "None"],
    ["Start date", formatDate(me.startDate)],
    ["Work email", me.email],
  ];
  return (
    <Card className="grid content-start gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Profile overview</h2>
        <Link
          to="/employee/profile"
          className={buttonClass({ variant: "outline", size: "sm" }, "shrink-0 whitespace-nowrap")}
        >
          View profile
        </Link>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt className="text-xs text-muted-fg">{k}</dt>
            <dd className="break-words font-medium">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The next three days of the schedule: working hours, leave, holidays or days off. */
export function UpcomingSchedule({ days, today }: { days: ScheduleDayDto[]; today: string }) {
  return (
    <Card className="grid content-start gap-4">
      <section aria-labelledby="upcoming-schedule" className="grid gap-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id="upcoming-schedule" className="text-lg font-semibold">
            Upcoming schedule
          </h2>
          <Link
            to="/employee/schedule"
            className={buttonClass({ variant: "outline", size: "sm" }, "shrink-0 whitespace-nowrap")}
          >
            My schedule
          </Link>
        </div>
        {days.length ? (
          <ul className="grid gap-3" aria-label="Next three days">
            {days.map((d) => (
              <li key={d.date} className="rounded-md border border-border p-3">
                <ScheduleDayRow d={d} today={today} compact />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            title="Nothing scheduled"
            description="Your working hours appear here once your manager sets your weekly schedule."
          />
        )}
      </section>
    </Card>
  );
}
