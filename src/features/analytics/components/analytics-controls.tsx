import { RefreshCw } from "lucide-react";
import { useLocation } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { RANGE_DAYS, type RangeDays } from "../analytics.contract.ts";

/** The address of the current page with some search parameters replaced. */
export function useHrefWith() {
  const { pathname, search } = useLocation();
  return (changes: Record<string, string>) => {
    const params = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) params.set(k, v);
    return `${pathname}?${params}`;
  };
}

/** 7, 30 or 90 days, kept in the address (?days=). */
export function RangeTabs({ days }: { days: RangeDays }) {
  const hrefWith = useHrefWith();
  return (
    <NavTabs
      label="Date range"
      tabs={RANGE_DAYS.map((d) => ({
        label: `Last ${d} days`,
        shortLabel: `${d}d`,
        to: hrefWith({ days: String(d) }),
        active: d === days,
      }))}
    />
  );
}

/** Brings the figures up to date now (the job does it every five minutes). */
export function RefreshFigures() {
  const { run, busy } = useStaffAction();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy !== null}
      onClick={() =>
        run("refresh", () => api("/api/analytics/aggregate", { method: "POST", body: {} }), {
          success: "Figures updated",
          failure: (err) => (err instanceof Error ? err.message : "Could not update the figures"),
        })
      }
    >
      <RefreshCw aria-hidden className="size-4" />
      Refresh figures
    </Button>
  );
}
