import { staffMeta } from "#src/lib/page-meta.ts";
import { Card } from "#src/ui/card.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import { UnavailableButton } from "../components/automation-parts.tsx";
import { AUTOMATION_MESSAGES, BUILT_IN_AUTOMATIONS } from "../content/automation.ts";

export const handle = { title: "Automation" };
export const meta = () => staffMeta("Automation", "Command Center");

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.page} />;
}

/** Workflows: what runs by itself today; custom workflows are a later release. */
export default function Workflows() {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">Workflows</h2>
          <p className="text-sm text-muted-fg">Automations the platform runs by itself.</p>
        </div>
        <UnavailableButton label="New Workflow" reason={AUTOMATION_MESSAGES.workflowsLater} />
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {BUILT_IN_AUTOMATIONS.map((a) => (
          <li key={a.name}>
            <Card className="grid h-full gap-2">
              <h3 className="font-semibold">{a.name}</h3>
              <dl className="grid gap-1 text-sm">
                <dt className="font-medium text-muted-fg">When</dt>
                <dd>{a.trigger}</dd>
                <dt className="font-medium text-muted-fg">Then</dt>
                <dd>{a.action}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
