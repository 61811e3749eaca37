import { Link } from "react-router";
import { companyNameFrom, staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { RateForm } from "../components/delivery/rate-form.tsx";
import { SEGMENT_KEYS } from "../flare-delivery.contract.ts";
import { listRates } from "../server/rates.service.ts";
import type { Route } from "./+types/rates";

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(`FLARE Rates | ${companyNameFrom(matches)}`);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "admin", "portal-login");
  const { db } = getRequestState(context).services;
  return { rates: await pageData(() => listRates(db, actor)) };
}

export function ErrorBoundary() {
  return (
    <main id="main" className="grid gap-6 p-4 sm:p-8">
      <RouteErrorState
        message="Could not load the rates."
        back={{ to: "/employee/flare-canvas", label: "FLARE Canvas" }}
      />
    </main>
  );
}

/** /employee/flare-canvas/rates: what proposals and delivery estimates price with, per segment (admins). */
export default function FlareRatesPage({ loaderData }: Route.ComponentProps) {
  const bySegment = new Map(loaderData.rates.map((r) => [r.segment, r]));
  return (
    <main id="main" className="grid gap-6 p-4 sm:p-8">
      <header>
        <Link to="/employee/flare-canvas" className="text-sm text-primary underline underline-offset-4">
          FLARE Canvas
        </Link>
        <h1 className="mt-2 text-2xl font-bold">FLARE rates</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted-fg">
          A proposal's estimate is its points divided by the points per day; its price range is the points or
          the days times the low and high rates. Delivery tasks get their hours from the same figures. Clients
          never see these rates.
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-3">
        {SEGMENT_KEYS.map((s) => (
          <RateForm key={s} segment={s} rate={bySegment.get(s) ?? null} />
        ))}
      </div>
    </main>
  );
}
