import { Pencil } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { CompanyInfo } from "../components/company/company-info.tsx";
import { CompanyContacts, CompanyDeals } from "../components/company/company-people-deals.tsx";
import { CompanyActionsCard, CompanyStats } from "../components/company/company-sidebar.tsx";
import { useCompanyActions } from "../components/company/use-company-actions.ts";
import { EngagementBadge, SampleBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { recordTabClass } from "../components/record-tab-class.ts";
import { CRM_MESSAGES as M } from "../crm.contract.ts";
import { getCompanyDetail } from "../server/companies.service.ts";
import type { Route } from "./+types/company";

export const handle = { title: "Company" };
export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.company.name ?? "Company", "Command Center");
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

/** /admin/companies/{id}: Company Info, Contacts, Deals; Quick Stats and Actions; the leads it came from. */
export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData;
  const actions = useCompanyActions(company.id);
  const [editing, setEditing] = useState(false);
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
            <Tabs.Trigger value="info" className={recordTabClass}>
              Company Info
            </Tabs.Trigger>
            <Tabs.Trigger value="contacts" className={recordTabClass}>
              Contacts ({company.contacts.length})
            </Tabs.Trigger>
            <Tabs.Trigger value="deals" className={recordTabClass}>
              Deals ({company.deals.length})
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="info" className="grid gap-6">
            <CompanyInfo
              company={company}
              editing={editing}
              onSaved={() => setEditing(false)}
              actions={actions}
            />
          </Tabs.Content>
          <Tabs.Content value="contacts" className="grid gap-3">
            <CompanyContacts company={company} />
          </Tabs.Content>
          <Tabs.Content value="deals" className="grid gap-3">
            <CompanyDeals company={company} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
      <aside className="grid content-start gap-4">
        <CompanyStats stats={company.stats} />
        <CompanyActionsCard company={company} actions={actions} />
      </aside>
    </div>
  );
}
