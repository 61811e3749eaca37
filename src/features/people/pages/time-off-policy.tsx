import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { HolidaysSection } from "../components/time-off-policy/holidays-section.tsx";
import { OverridesSection } from "../components/time-off-policy/overrides-section.tsx";
import { PolicyForm } from "../components/time-off-policy/policy-form.tsx";
import { policyYearSchema } from "../people.contract.ts";
import { policyPage } from "../server/time-off-policy.service.ts";
import type { Route } from "./+types/time-off-policy";

export function meta() {
  return staffMeta("Time-off Policy | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const asked = new URL(request.url).searchParams.get("year");
  return pageData(() =>
    policyPage(db, actor, parseOrThrow(policyYearSchema, asked || String(new Date().getUTCFullYear()))),
  );
}

export function ErrorBoundary() {
  return <PortalError title="Time-off Policy" message="Failed to load the time-off policy" />;
}

const yearLink =
  "rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/** The time-off policy a portal administrator keeps: allowances, carry-over, holidays, overrides. */
export default function TimeOffPolicy({ loaderData: d }: Route.ComponentProps) {
  return (
    <PortalPage
      title="Time-off Policy"
      description="Balances, the refusal of requests beyond them and the dashboard card all read this policy."
      actions={
        <nav aria-label="Policy year" className="flex items-center gap-2">
          <Link className={yearLink} to={`?year=${d.year - 1}`} aria-label={`Policy for ${d.year - 1}`}>
            ← {d.year - 1}
          </Link>
          <span className="px-2 text-sm font-semibold" aria-current="page">
            {d.year}
          </span>
          <Link className={yearLink} to={`?year=${d.year + 1}`} aria-label={`Policy for ${d.year + 1}`}>
            {d.year + 1} →
          </Link>
        </nav>
      }
    >
      <PolicyForm key={`policy-${d.year}`} year={d.year} policy={d.policy} />
      <HolidaysSection
        key={`holidays-${d.year}`}
        year={d.year}
        holidays={d.holidays}
        locations={d.locations}
      />
      <OverridesSection
        key={`overrides-${d.year}`}
        year={d.year}
        overrides={d.overrides}
        employees={d.employees}
      />
    </PortalPage>
  );
}
