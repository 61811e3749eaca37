import { CalendarDays } from "lucide-react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { formatDay, formatTime } from "../lib/format.ts";
import { todayIso } from "../lib/working-days.ts";
import { PM, type ScheduleEntryDto } from "../people.contract.ts";
import { mySchedule } from "../server/self-service.service.ts";
import type { Route } from "./+types/schedule";

export function meta() {
  return staffMeta("My Schedule | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(async () => ({ ...(await mySchedule(db, actor)), today: todayIso() }));
}

export function ErrorBoundary() {
  return <PortalError title="My Schedule" message={PM.scheduleLoadFailed} />;
}

function hours(e: ScheduleEntryDto): string {
  const [sh = 0, sm = 0] = e.startTime.split(":").map(Number);
  const [eh = 0, em = 0] = e.endTime.split(":").map(Number);
  const minutes = eh * 60 + em - (sh * 60 + sm);
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;
}

function Entries({ entries, today }: { entries: ScheduleEntryDto[]; today: string }) {
  return (
    <ul className="grid gap-3">
      {entries.map((e) => (
        <li key={e.id}>
          <Card className="flex flex-wrap items-center gap-4 p-4">
            <CalendarDays aria-hidden="true" className="h-5 w-5 text-muted-fg" />
            <div className="grid min-w-48 flex-1 gap-0.5">
              <p className="font-medium">
                {formatDay(e.date)} {e.date === today ? <Badge tone="info">Today</Badge> : null}
              </p>
              {e.note ? <p className="text-sm text-muted-fg">{e.note}</p> : null}
            </div>
            <p className="text-sm">
              {formatTime(e.startTime)} – {formatTime(e.endTime)}{" "}
              <span className="text-muted-fg">({hours(e)})</span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** My Schedule: upcoming entries first, then the past ones. */
export default function Schedule({ loaderData: d }: Route.ComponentProps) {
  return (
    <PortalPage title="My Schedule" description="Your working hours, soonest first.">
      <section aria-labelledby="upcoming" className="grid gap-3">
        <h2 id="upcoming" className="text-lg font-semibold">
          Upcoming
        </h2>
        {d.upcoming.length ? (
          <Entries entries={d.upcoming} today={d.today} />
        ) : (
          <EmptyState
            headingLevel={3}
            icon={CalendarDays}
            title="Nothing scheduled"
            description="Upcoming working hours appear here once they are planned."
          />
        )}
      </section>
      {d.past.length ? (
        <section aria-labelledby="past" className="grid gap-3">
          <h2 id="past" className="text-lg font-semibold">
            Past
          </h2>
          <Entries entries={d.past} today={d.today} />
        </section>
      ) : null}
    </PortalPage>
  );
}
