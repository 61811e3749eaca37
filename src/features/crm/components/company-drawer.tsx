import { Sparkles } from "lucide-react";
import { Tabs } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { ErrorState } from "#src/ui/error-state.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type ActivityFeedItemDto,
  type CompanyDetailDto,
  crmPaths,
  CRM_MESSAGES as M,
} from "../crm.contract.ts";
import { formatMoney, formatWhen } from "../lib/format.ts";
import { StageBadge } from "./crm-badges.tsx";
import { type EnrichConflict, EnrichConflicts } from "./enrich-conflicts.tsx";

const tabClass =
  "-mb-px inline-flex h-9 items-center border-b-2 border-transparent px-2 text-sm font-medium text-muted-fg data-[state=active]:border-primary data-[state=active]:text-fg";

type Conflict = EnrichConflict;

/** A company at a glance, beside the list: Info, Contacts, Deals, Activities and Enrich Data. */
export function CompanyDrawer({ companyId, onClose }: { companyId: string | null; onClose: () => void }) {
  const [company, setCompany] = useState<CompanyDetailDto | null>(null);
  const [feed, setFeed] = useState<ActivityFeedItemDto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useStaffAction();
  const enriching = busy === "enrich";
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const load = useCallback(async () => {
    if (!companyId) return;
    setError(null);
    try {
      const [c, f] = await Promise.all([
        api<CompanyDetailDto>(`/api/crm/companies/${companyId}`),
        api<{ items: ActivityFeedItemDto[] }>(`/api/crm/activity?entityType=company&entityId=${companyId}`),
      ]);
      setCompany(c);
      setFeed(f.items);
    } catch (err) {
      setError(M.companyLoadError(err instanceof Error ? err.message : ""));
    }
  }, [companyId]);
  useEffect(() => {
    setCompany(null);
    setConflicts([]);
    void load();
  }, [load]);

  const enrich = async (accept: string[] = []) => {
    if (!companyId) return;
    const res = await run(
      "enrich",
      () =>
        api<{ message: string; proposal: { fields: (Conflict | { action: string })[] } }>(
          `/api/crm/companies/${companyId}/enrich`,
          { body: { accept } },
        ),
      {
        failure: (err) =>
          err instanceof ApiError && err.status < 500 ? `${M.enrichFailed}: ${err.message}` : M.enrichFailed,
        // The drawer reloads its own company below; the list behind it stays as it is.
        reload: false,
      },
    );
    if (!res) return;
    setConflicts(
      res.proposal.fields.filter(
        (f): f is Conflict => f.action === "conflict" && !accept.includes((f as Conflict).field),
      ),
    );
    await load();
  };

  return (
    <Sheet
      open={companyId !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={company?.name ?? "Company"}
      side="right"
      className="w-[30rem]"
    >
      <div className="grid gap-4 p-4">
        {error ? <ErrorState message={error} onRetry={load} /> : null}
        {!company && !error ? <Spinner label="Loading company" /> : null}
        {company ? (
          <>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to={crmPaths.company(company.id)} size="sm" variant="outline">
                Open company page
              </ButtonLink>
              <Button
                size="sm"
                onClick={() => void enrich()}
                disabled={enriching || !company.websiteUrl}
                title={company.websiteUrl ? undefined : "Add a website first"}
              >
                <Sparkles aria-hidden="true" className="h-4 w-4" />
                {enriching ? "Enriching…" : "Enrich Data"}
              </Button>
            </div>
            <EnrichConflicts
              conflicts={conflicts}
              busy={enriching}
              onAccept={(field) => void enrich([field])}
            />
            <Tabs.Root defaultValue="info" className="grid gap-3">
              <Tabs.List aria-label="Company" className="flex border-b border-border">
                <Tabs.Trigger value="info" className={tabClass}>
                  Info
                </Tabs.Trigger>
                <Tabs.Trigger value="contacts" className={tabClass}>
                  Contacts ({company.contacts.length})
                </Tabs.Trigger>
                <Tabs.Trigger value="deals" className={tabClass}>
                  Deals ({company.deals.length})
                </Tabs.Trigger>
                <Tabs.Trigger value="activities" className={tabClass}>
                  Activities
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="info">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {(
                    [
                      ["Website", company.websiteUrl],
                      ["Industry", company.industry],
                      ["Employees", company.employeeCount?.toLocaleString("en-US") ?? null],
                      ["Location", company.location],
                      ["Open deals", formatMoney(company.stats.openValue)],
                      ["Won", formatMoney(company.stats.wonValue)],
                      ["Description", company.description],
                    ] as const
                  ).map(([k, val]) => (
                    <div key={k} className="contents">
                      <dt className="text-muted-fg">{k}</dt>
                      <dd className="[overflow-wrap:anywhere]">{val ?? "—"}</dd>
                    </div>
                  ))}
                </dl>
              </Tabs.Content>
              <Tabs.Content value="contacts">
                <ul className="grid gap-1 text-sm">
                  {company.contacts.map((c) => (
                    <li key={c.id}>
                      <Link to={crmPaths.contact(c.id)} className="text-primary underline">
                        {c.firstName} {c.lastName}
                      </Link>{" "}
                      <span className="text-muted-fg">{c.jobTitle}</span>
                    </li>
                  ))}
                  {company.contacts.length === 0 ? <li className="text-muted-fg">No contacts yet.</li> : null}
                </ul>
              </Tabs.Content>
              <Tabs.Content value="deals">
                <ul className="grid gap-2 text-sm">
                  {company.deals.map((d) => (
                    <li key={d.id} className="flex flex-wrap items-center gap-2">
                      <Link to={crmPaths.deal(d.id)} className="text-primary underline">
                        {d.name}
                      </Link>
                      <StageBadge stage={d.stage} />
                      <span className="text-muted-fg">{formatMoney(d.value)}</span>
                    </li>
                  ))}
                  {company.deals.length === 0 ? <li className="text-muted-fg">No deals yet.</li> : null}
                </ul>
              </Tabs.Content>
              <Tabs.Content value="activities">
                <ul className="grid gap-2 text-sm">
                  {feed.map((a) => (
                    <li key={a.id}>
                      {a.description}
                      <span className="block text-xs text-muted-fg">
                        {formatWhen(a.createdAt)}
                        {a.actor ? ` · ${a.actor}` : ""}
                      </span>
                    </li>
                  ))}
                  {feed.length === 0 ? <li className="text-muted-fg">No activity yet.</li> : null}
                </ul>
              </Tabs.Content>
            </Tabs.Root>
          </>
        ) : null}
      </div>
    </Sheet>
  );
}
