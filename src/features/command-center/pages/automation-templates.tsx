import { MAIL_KIND_RECIPIENTS, MAIL_KINDS } from "#src/lib/mail-kinds.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { Card } from "#src/ui/card.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import { UnavailableButton } from "../components/automation-parts.tsx";
import { AUTOMATION_MESSAGES } from "../content/automation.ts";

export const handle = { title: "Templates" };
export const meta = () => staffMeta("Templates", "Command Center");

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.page} />;
}

/** The email templates in use; editing them is a later release. */
export default function Templates() {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold">Email templates</h2>
          <p className="text-sm text-muted-fg">The templates the automatic emails are written from.</p>
        </div>
        <UnavailableButton label="New Template" reason={AUTOMATION_MESSAGES.templatesLater} />
      </div>
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {Object.entries(MAIL_KINDS).map(([kind, e]) => (
          <li key={kind}>
            <Card className="grid h-full gap-1 p-4">
              <h3 className="font-semibold">{e.name}</h3>
              <p className="text-sm text-muted-fg">Sent when: {e.trigger}</p>
              <p className="text-sm text-muted-fg">To: {MAIL_KIND_RECIPIENTS[e.to]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
