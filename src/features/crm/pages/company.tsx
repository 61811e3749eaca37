import { Pencil, Plus, ScanSearch, Sparkles, UserPlus } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CompanyForm, companyBody } from "../components/company-form.tsx";
import { EngagementBadge, SampleBadge, StageBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { type EnrichConflict, EnrichConflicts } from "../components/enrich-conflicts.tsx";
import { LeadHistory } from "../components/lead-history.tsx";
import { crmPaths, CRM_MESSAGES as M } from "../crm.contract.ts";
import { formatCloseDate, formatMoney, formatWhen } from "../lib/format.ts";
import { getCompanyDetail } from "../server/companies.service.ts";
import type { Route } from "./+types/company";

export const handle = { title: "Company" };
export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.company?.name ?? "Company", "Command Center");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  // An invalid id is a 400 and an unknown one a 404, each with the page's message.
  return { company: await pageData(() => getCompanyDetail(db, actor, params.id)) };
}

export function ErrorBoundary() {
  return (
    <CrmPageError message={M.companyDetailLoadError} back={{ to: "/admin/sales", label: "Back to Sales" }} />
  );
}

const tabClass =
  "-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium text-muted-fg hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg";

type Technologies = {
  finalUrl: string;
  scannedAt: string;
  technologies: { name: string; category: string; version: string | null }[];
};

/** /admin/companies/{id}: Company Info, Contacts, Deals; Quick Stats and Actions; the leads it came from. */
export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  const { run, busy, fields } = useStaffAction();
  const [editing, setEditing] = useState(false);
  const [conflicts, setConflicts] = useState<EnrichConflict[]>([]);
  // Enrich Data writes what was missing; what differs is shown below the actions, replaced only when asked.
  const enrich = async (accept: string[] = []) => {
    const res = await run(
      "enrich",
      () =>
        api<{ proposal: { fields: { action: string; field: string }[] } }>(
          `/api/crm/companies/${company.id}/enrich`,
          { body: { accept } },
        ),
      { failure: M.enrichFailed },
    );
    if (res)
      setConflicts(
        res.proposal.fields.filter(
          (f): f is EnrichConflict => f.action === "conflict" && !accept.includes(f.field),
        ),
      );
  };
  const tech = company.technologies as Technologies | null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-6">
        <Card className="flex flex-wrap items-center gap-3">
          {company.logoUrl ? (
            <img src={company.logoUrl} alt="" className="h-10 w-10 rounded object-contain" />
          ) : null}
          <h2 className="text-xl font-semibold">{company.name}</h2>
          {company.industry ? <Badge>{company.industry}</Badge> : null}
          {company.engagementScore > 0 ? <EngagementBadge score={company.engagementScore} /> : null}
          {company.isSample ? <SampleBadge /> : null}
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            aria-pressed={editing}
            onClick={() => setEditing(!editing)}
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {editing ? "View" : "Edit"}
          </Button>
        </Card>
        <Tabs.Root defaultValue="info" className="grid gap-4">
          <Tabs.List
            aria-label="Company details"
            className="relative flex overflow-x-auto border-b border-border"
          >
            <Tabs.Trigger value="info" className={tabClass}>
              Company Info
            </Tabs.Trigger>
            <Tabs.Trigger value="contacts" className={tabClass}>
              Contacts ({company.contacts.length})
            </Tabs.Trigger>
            <Tabs.Trigger value="deals" className={tabClass}>
              Deals ({company.deals.length})
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="info" className="grid gap-6">
            {editing ? (
              <CompanyForm
                submitLabel="Save changes"
                busy={busy === "save"}
                errors={fields}
                initial={{
                  name: company.name,
                  websiteUrl: company.websiteUrl ?? "",
                  industry: company.industry ?? "",
                  description: company.description ?? "",
                  logoUrl: company.logoUrl ?? "",
                  employeeCount: company.employeeCount === null ? "" : String(company.employeeCount),
                  location: company.location ?? "",
                  socialLinks: company.socialLinks,
                }}
                onSubmit={async (values) => {
                  const done = await run(
                    "save",
                    () =>
                      api(`/api/crm/companies/${company.id}`, { method: "PATCH", body: companyBody(values) }),
                    {
                      failure: M.companyUpdateFailed,
                    },
                  );
                  if (done) setEditing(false);
                }}
              />
            ) : (
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
                {(
                  [
                    ["Website", company.websiteUrl],
                    ["Industry", company.industry],
                    ["Employees", company.employeeCount?.toLocaleString("en-US") ?? null],
                    ["Location", company.location],
                    ["Address", company.address],
                    ["Emails", company.contactInfo.emails.join(", ") || null],
                    ["Phones", company.contactInfo.phones.join(", ") || null],
                    [
                      "Social",
                      Object.entries(company.socialLinks)
                        .map(([k, v]) => `${k}: ${v}`)
                        .join(", ") || null,
                    ],
                    ["Description", company.description],
                  ] as const
                ).map(([k, v]) => (
                  <div key={k} className="contents">
                    <dt className="text-muted-fg">{k}</dt>
                    <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{v ?? "—"}</dd>
                  </div>
                ))}
              </dl>
            )}
            {tech ? (
              <section className="grid gap-2">
                <h3 className="font-semibold">Technologies on {tech.finalUrl}</h3>
                <p className="text-xs text-muted-fg">Scanned {formatWhen(tech.scannedAt)}</p>
                <ul className="flex flex-wrap gap-2">
                  {tech.technologies.map((t) => (
                    <li key={t.name}>
                      <Badge>
                        {t.name}
                        {t.version ? ` ${t.version}` : ""} · {t.category}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {company.leadHistories.map((h) => (
              <LeadHistory key={h.lead.id} history={h} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="contacts" className="grid gap-3">
            <div>
              <ButtonLink to={crmPaths.newContact(company.id)} size="sm">
                <UserPlus aria-hidden="true" className="h-4 w-4" />
                Add Contact
              </ButtonLink>
            </div>
            <ul className="grid gap-2">
              {company.contacts.map((c) => (
                <li
                  key={c.id}
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3 text-sm"
                >
                  <Link to={crmPaths.contact(c.id)} className="font-medium text-primary underline">
                    {c.firstName} {c.lastName}
                  </Link>
                  <span className="text-muted-fg">
                    {[c.jobTitle, c.email, c.phone].filter(Boolean).join(" · ")}
                  </span>
                </li>
              ))}
              {company.contacts.length === 0 ? (
                <li className="text-sm text-muted-fg">No contacts yet.</li>
              ) : null}
            </ul>
          </Tabs.Content>
          <Tabs.Content value="deals" className="grid gap-3">
            <div>
              <ButtonLink to={crmPaths.newDeal(company.id)} size="sm">
                <Plus aria-hidden="true" className="h-4 w-4" />
                New Deal
              </ButtonLink>
            </div>
            <ul className="grid gap-2">
              {company.deals.map((d) => (
                <li
                  key={d.id}
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3 text-sm"
                >
                  <Link to={crmPaths.deal(d.id)} className="font-medium text-primary underline">
                    {d.name}
                  </Link>
                  <StageBadge stage={d.stage} />
                  <span>{formatMoney(d.value)}</span>
                  <span className="text-muted-fg">Close {formatCloseDate(d.expectedCloseDate)}</span>
                </li>
              ))}
              {company.deals.length === 0 ? <li className="text-sm text-muted-fg">No deals yet.</li> : null}
            </ul>
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <aside className="grid content-start gap-4">
        <Card className="grid gap-2 p-4">
          <h2 className="font-semibold">Quick Stats</h2>
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
            <dt className="text-muted-fg">Contacts</dt>
            <dd>{company.stats.contacts}</dd>
            <dt className="text-muted-fg">Deals</dt>
            <dd>{company.stats.deals}</dd>
            <dt className="text-muted-fg">Open pipeline</dt>
            <dd>{formatMoney(company.stats.openValue)}</dd>
            <dt className="text-muted-fg">Won</dt>
            <dd>{formatMoney(company.stats.wonValue)}</dd>
            <dt className="text-muted-fg">Last activity</dt>
            <dd>{company.stats.lastActivityAt ? formatWhen(company.stats.lastActivityAt) : "—"}</dd>
          </dl>
        </Card>
        <Card className="grid gap-2 p-4">
          <h2 className="font-semibold">Actions</h2>
          <ButtonLink to={crmPaths.newDeal(company.id)} variant="outline" size="sm">
            New Deal
          </ButtonLink>
          <ButtonLink to={crmPaths.newContact(company.id)} variant="outline" size="sm">
            Add Contact
          </ButtonLink>
          <Button
            variant="outline"
            size="sm"
            disabled={busy === "enrich" || !company.websiteUrl}
            onClick={() => void enrich()}
          >
            <Sparkles aria-hidden="true" className="h-4 w-4" />
            Enrich Data
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy === "scan" || !company.websiteUrl}
            onClick={() =>
              void run("scan", () => api(`/api/crm/companies/${company.id}/tech-scan`, { body: {} }), {
                failure: M.techScanFailed,
              })
            }
          >
            <ScanSearch aria-hidden="true" className="h-4 w-4" />
            Scan technologies
          </Button>
          {!company.websiteUrl ? (
            <p className="text-xs text-muted-fg">Add the website to enrich or scan.</p>
          ) : null}
          <EnrichConflicts
            conflicts={conflicts}
            busy={busy === "enrich"}
            onAccept={(field) => void enrich([field])}
          />
        </Card>
      </aside>
    </div>
  );
}
