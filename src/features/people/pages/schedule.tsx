import { CalendarDays } from "lucide-react";
import { Form } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { DayChangeDialog } from "../components/schedule/day-change-dialog.tsx";
import { PatternDialog } from "../components/schedule/pattern-dialog.tsx";
import { PatternSummary } from "../components/schedule/pattern-summary.tsx";
import { MyProposals, ProposalsToDecide } from "../components/schedule/proposals.tsx";
import { RemoteDays } from "../components/schedule/remote-days.tsx";
import { ScheduleDayRow } from "../components/schedule/schedule-day.tsx";
import { failureMessage } from "../lib/failure.ts";
import { formatDay, fullName } from "../lib/format.ts";
import { PM, type ScheduleDayDto, scheduleQuerySchema } from "../people.contract.ts";
import { schedulePage } from "../server/schedule.service.ts";
import type { Route } from "./+types/schedule";

export function meta() {
  return staffMeta("My Schedule | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const query = scheduleQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return pageData(() => schedulePage(db, actor, query.success ? query.data.employee : undefined));
}

export function ErrorBoundary() {
  return <PortalError title="My Schedule" message={PM.scheduleLoadFailed} />;
}

function Days({ days, today, editable }: { days: ScheduleDayDto[]; today: string; editable: boolean }) {
  const { run, busy } = useStaffAction();
  return (
    <div className="rounded-xl border border-border bg-card shadow-sm">
      <ul className="divide-y divide-border">
        {days.map((d) => (
          <li key={d.date} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <ScheduleDayRow d={d} today={today} />
            </div>
            {editable && d.changeId ? (
              <Button
                variant="outline"
                size="sm"
                disabled={busy !== null}
                aria-label={`Undo the change of ${formatDay(d.date)}`}
                onClick={() =>
                  run(d.date, () => api(`/api/people/schedule/changes/${d.changeId}`, { method: "DELETE" }), {
                    failure: (err) => failureMessage(err, "Failed to remove the schedule change"),
                  })
                }
              >
                Undo change
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TeamPicker({ team, current }: { team: { id: string; name: string }[]; current: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Team schedules">
      <SelectField
        label="Team member's schedule"
        name="employee"
        defaultValue={current}
        className="min-w-56"
        options={team.map((t) => ({ value: t.id, label: t.name }))}
        placeholder="My own schedule"
      />
      <Button type="submit" variant="outline">
        Open
      </Button>
    </Form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** My Schedule, or a team member's for their manager or an administrator. */
export default function Schedule({ loaderData: d }: Route.ComponentProps) {
  const name = fullName(d.employee);
  const who = { employeeId: d.employee.id, employeeName: name, today: d.today };
  // Whoever sets this schedule changes it directly; the employee proposes.
  const actions = d.canEdit ? (
    <>
      <PatternDialog {...who} current={d.nextPattern?.days ?? d.pattern?.days} />
      <DayChangeDialog {...who} />
    </>
  ) : d.own ? (
    <>
      <PatternDialog {...who} current={d.nextPattern?.days ?? d.pattern?.days} propose />
      <DayChangeDialog {...who} propose />
    </>
  ) : null;
  return (
    <PortalPage
      title={d.own ? "My Schedule" : `${name}'s Schedule`}
      description={
        d.own
          ? "Your working hours for the next four weeks, with your leave and public holidays."
          : `${name}'s working hours for the next four weeks, with leave and public holidays.`
      }
      actions={actions}
    >
      {d.team.length ? <TeamPicker team={d.team} current={d.own ? "" : d.employee.id} /> : null}
      <Section id="upcoming" title="Upcoming">
        {d.upcoming.length ? (
          <Days days={d.upcoming} today={d.today} editable={d.canEdit} />
        ) : (
          <EmptyState
            headingLevel={3}
            icon={CalendarDays}
            title="Nothing scheduled"
            description={
              d.canEdit
                ? "Set a weekly schedule or change one day to plan working hours."
                : d.own
                  ? "Your manager sets your weekly schedule. You can propose one with “Propose a weekly schedule”."
                  : "No working hours are planned yet."
            }
          />
        )}
      </Section>
      {d.toDecide.length ? (
        <Section id="to-decide" title={`Proposals to answer (${d.toDecide.length})`}>
          <ProposalsToDecide proposals={d.toDecide} />
        </Section>
      ) : null}
      <Section id="weekly" title="Weekly schedule">
        {d.pattern ? <PatternSummary pattern={d.pattern} label="In force now" /> : null}
        {d.nextPattern ? <PatternSummary pattern={d.nextPattern} label="Next" /> : null}
        {!d.pattern && !d.nextPattern ? (
          <p className="text-sm text-muted-fg">No weekly schedule is set yet.</p>
        ) : null}
      </Section>
      {d.proposals.length ? (
        <Section id="proposals" title={d.own ? "My proposals" : "Proposals"}>
          <MyProposals proposals={d.proposals} own={d.own} />
        </Section>
      ) : null}
      {d.own ? (
        <Section id="remote" title="Remote days">
          <RemoteDays days={d.remoteDays} today={d.today} />
        </Section>
      ) : null}
      {d.past.length ? (
        <Section id="past" title="Past two weeks">
          <Days days={d.past} today={d.today} editable={false} />
        </Section>
      ) : null}
    </PortalPage>
  );
}
