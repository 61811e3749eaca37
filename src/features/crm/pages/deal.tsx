import { useState } from "react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { DealEditForm } from "../components/deal/deal-edit-form.tsx";
import { DealHeader } from "../components/deal/deal-header.tsx";
import { DealIntelligence } from "../components/deal/deal-intelligence.tsx";
import { DealQuickLinks } from "../components/deal/deal-quick-links.tsx";
import { DealTabs } from "../components/deal/deal-tabs.tsx";
import { useDealActions } from "../components/deal/use-deal-actions.ts";
import { CRM_MESSAGES as M } from "../crm.contract.ts";
import { companyOptions } from "../server/companies.service.ts";
import { contactOptions } from "../server/contacts.service.ts";
import { getDealDetail, listStaff } from "../server/deal-detail.service.ts";
import type { Route } from "./+types/deal";

export const handle = { title: "Deal" };
export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData?.detail.deal.name ?? "Deal", "Command Center");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db, ai } = getRequestState(context).services;
  // An invalid id is a 400 ("Invalid deal ID") and an unknown one a 404 ("Deal not found").
  return pageData(async () => {
    const detail = await getDealDetail(db, actor, params.id, { llmEnabled: ai.llmEnabled });
    const [companies, contacts, staff] = await Promise.all([
      companyOptions(db, actor),
      contactOptions(db, actor, detail.deal.companyId),
      listStaff(db, actor),
    ]);
    return { detail, companies, contacts, staff };
  });
}

export function ErrorBoundary() {
  return <CrmPageError message={M.dealLoadError} back={{ to: "/admin/sales", label: "Back to Sales" }} />;
}

/**
 * /admin/deals/{id}: the deal's header (Edit, Delete), its edit form, and its tabs (overview,
 * activities, notes, files, tasks, team); beside them Deal Intelligence and the quick links.
 */
export default function DealPage({ loaderData }: Route.ComponentProps) {
  const { detail, companies, contacts, staff } = loaderData;
  const { deal } = detail;
  const actions = useDealActions(deal.id);
  const [editing, setEditing] = useState(false);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid min-w-0 content-start gap-6">
        <DealHeader
          deal={deal}
          canDelete={detail.canDelete}
          editing={editing}
          onToggleEdit={() => setEditing(!editing)}
          actions={actions}
        />
        {editing ? (
          <DealEditForm
            deal={deal}
            companies={companies}
            contacts={contacts}
            actions={actions}
            onDone={() => setEditing(false)}
          />
        ) : null}
        <DealTabs detail={detail} staff={staff} actions={actions} />
      </div>
      <aside className="grid content-start gap-4">
        <DealIntelligence intel={detail.intelligence} llmEnabled={detail.llmEnabled} actions={actions} />
        <DealQuickLinks company={detail.company} contact={detail.contact} />
      </aside>
    </div>
  );
}
