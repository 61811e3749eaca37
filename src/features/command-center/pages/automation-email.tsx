import { Link } from "react-router";
import { MAIL_KIND_RECIPIENTS, MAIL_KINDS } from "#src/lib/mail-kinds.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { outboxStatsByKind } from "#src/platform/mail/index.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import type { Route } from "./+types/automation-email";

export const handle = { title: "Email Automation" };
export const meta = () => staffMeta("Email Automation", "Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const stats = await pageData(() => outboxStatsByKind(db));
  const byKind = new Map(stats.map((s) => [s.kind, s]));
  return {
    isAdmin: actor.roles.includes("admin"),
    emails: Object.entries(MAIL_KINDS).map(([kind, e]) => {
      const s = byKind.get(kind);
      return {
        kind,
        name: e.name,
        trigger: e.trigger,
        to: MAIL_KIND_RECIPIENTS[e.to],
        total: s?.total ?? 0,
        failed: s?.failed ?? 0,
        latest: s?.latest?.toISOString() ?? null,
      };
    }),
  };
}

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.emailAutomation} />;
}

const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString("en-US", {
        month: "short",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })
    : "Never";

/** The emails the platform sends by itself, with how many each has written (from the outbox). */
export default function EmailAutomation({ loaderData }: Route.ComponentProps) {
  const { emails, isAdmin } = loaderData;
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-2xl font-bold">Automatic emails</h2>
        <p className="text-sm text-muted-fg">
          Each is written when its event happens and delivered from the outbox.{" "}
          {isAdmin ? (
            <Link to="/command-center/outbox" className="text-primary underline">
              Read them in the Outbox
            </Link>
          ) : (
            "Admins read them in the Outbox."
          )}
        </p>
      </div>
      <ScrollRegion label="Automatic emails">
        <table className="w-full min-w-[48rem] text-sm">
          <caption className="sr-only">Automatic emails with their counts</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-fg">
              <th scope="col" className="p-3">
                Email
              </th>
              <th scope="col" className="p-3">
                Sent when
              </th>
              <th scope="col" className="p-3">
                To
              </th>
              <th scope="col" className="p-3 text-right">
                Written
              </th>
              <th scope="col" className="p-3 text-right">
                Failed
              </th>
              <th scope="col" className="p-3">
                Latest (UTC)
              </th>
            </tr>
          </thead>
          <tbody>
            {emails.map((e) => (
              <tr key={e.kind} className="border-b border-border last:border-0">
                <th scope="row" className="p-3 text-left font-medium">
                  {e.name}
                </th>
                <td className="p-3">{e.trigger}</td>
                <td className="p-3">{e.to}</td>
                <td className="p-3 text-right tabular-nums">{e.total}</td>
                <td className="p-3 text-right tabular-nums">{e.failed}</td>
                <td className="whitespace-nowrap p-3">{when(e.latest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
