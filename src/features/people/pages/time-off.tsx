import { Plane, Settings2 } from "lucide-react";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { BalanceCard } from "../components/time-off/balance-card.tsx";
import { NewRequestDialog } from "../components/time-off/new-request-dialog.tsx";
import { RequestCard } from "../components/time-off/request-card.tsx";
import { ReviewRequest } from "../components/time-off/review-request.tsx";
import { failureMessage } from "../lib/failure.ts";
import { formatRange, TIME_OFF_TYPE_LABELS } from "../lib/format.ts";
import { PEOPLE_MESSAGES, PM } from "../people.contract.ts";
import { timeOffPage } from "../server/time-off.service.ts";
import type { Route } from "./+types/time-off";

export function meta() {
  return staffMeta("Time Off Requests | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(() => timeOffPage(db, actor));
}

export function ErrorBoundary() {
  return <PortalError title="Time Off Requests" message={PM.timeOffLoadFailed} />;
}

export default function TimeOff({ loaderData: d }: Route.ComponentProps) {
  const { run } = useStaffAction();
  const cancel = async (id: string) => {
    const done = await run(
      "cancel",
      () => api<{ message: string }>(`/api/people/time-off/${id}`, { method: "DELETE" }),
      { failure: (err) => failureMessage(err, PEOPLE_MESSAGES.cancelOnlyPending) },
    );
    // Keeps the confirmation open on a failure.
    if (!done) throw new Error(PEOPLE_MESSAGES.cancelOnlyPending);
  };
  const showNext = d.nextBalance.approved + d.nextBalance.pending > 0;
  return (
    <PortalPage
      title="Time Off Requests"
      actions={
        <>
          {d.isAdmin ? (
            <ButtonLink variant="outline" to="/employee/time-off/policy">
              <Settings2 aria-hidden="true" className="h-4 w-4" /> Time-off policy
            </ButtonLink>
          ) : null}
          <NewRequestDialog />
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <BalanceCard balance={d.balance} />
        {showNext ? <BalanceCard balance={d.nextBalance} /> : null}
      </div>
      {d.toReview.length ? (
        <section aria-labelledby="to-review" className="grid gap-3">
          <h2 id="to-review" className="text-lg font-semibold">
            Requests to review ({d.toReview.length})
          </h2>
          <ul className="grid gap-3">
            {d.toReview.map((r) => (
              <li key={r.id}>
                <RequestCard r={r} who>
                  <ReviewRequest r={r} />
                </RequestCard>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="my-requests" className="grid gap-3">
        <h2 id="my-requests" className="text-lg font-semibold">
          My requests
        </h2>
        {d.requests.length ? (
          <ul className="grid gap-3">
            {d.requests.map((r) => (
              <li key={r.id}>
                <RequestCard r={r}>
                  {r.status === "pending" ? (
                    <div>
                      <ConfirmDialog
                        title="Cancel this request?"
                        description={`${TIME_OFF_TYPE_LABELS[r.requestType]}, ${formatRange(r.startDate, r.endDate)}. Its days return to your balance.`}
                        confirmLabel="Cancel request"
                        cancelLabel="Keep it"
                        onConfirm={() => cancel(r.id)}
                        trigger={
                          <Button variant="outline" size="sm">
                            Cancel request
                          </Button>
                        }
                      />
                    </div>
                  ) : null}
                </RequestCard>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            icon={Plane}
            title="No time off requested yet"
            description="Use New Request to ask for days off."
          />
        )}
      </section>
    </PortalPage>
  );
}
