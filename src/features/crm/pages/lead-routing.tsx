import { Plus } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { DataTable, type DataTableColumn } from "#src/ui/data-table.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { RoutingSettingsForm } from "../components/routing/routing-settings-form.tsx";
import { type RuleDraft, RuleSheet } from "../components/routing/rule-sheet.tsx";
import { sourceLabel } from "../crm.contract.ts";
import { type RoutingRuleDto, routingRuleSchema } from "../revenue.contract.ts";
import { getRouting } from "../server/routing-admin.service.ts";
import type { Route } from "./+types/lead-routing";

export const handle = { title: "Lead Routing" };
export const meta = () => staffMeta("Lead Routing", "Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "admin");
  const { db } = getRequestState(context).services;
  return pageData(() => getRouting(db, actor));
}

export function ErrorBoundary() {
  return <CrmPageError message="Failed to load the routing rules" />;
}

const toDraft = (r: RoutingRuleDto | null): RuleDraft => ({
  id: r?.id ?? null,
  name: r?.name ?? "",
  segment: r?.segment ?? "",
  source: r?.source ?? "",
  band: r?.band ?? "",
  staffIds: r?.staff.map((s) => s.id) ?? [],
  dailyCap: r?.dailyCap === null || r?.dailyCap === undefined ? "" : String(r.dailyCap),
  position: String(r?.position ?? 0),
  isActive: r?.isActive ?? true,
});

/** Lead routing (admins): the rules that give each new lead its owner, the fallback, the thresholds. */
export default function LeadRouting({ loaderData }: Route.ComponentProps) {
  const { rules, settings, staff } = loaderData;
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const { run, busy, fields, setFields } = useStaffAction();
  const save = async () => {
    if (!draft) return;
    const { id, ...input } = draft;
    const checked = checkForm(routingRuleSchema, {
      ...input,
      segment: input.segment || null,
      source: input.source || null,
      band: input.band || null,
    });
    if (!checked.ok) return setFields(checked.fields);
    const done = await run(
      "save",
      () =>
        id
          ? api(`/api/crm/routing/rules/${id}`, { method: "PATCH", body: checked.data })
          : api("/api/crm/routing/rules", { body: checked.data }),
      { failure: "Failed to save the routing rule" },
    );
    if (done) setDraft(null);
  };
  const remove = (r: RoutingRuleDto) =>
    run("delete", () => api(`/api/crm/routing/rules/${r.id}`, { method: "DELETE" }), {
      failure: "Failed to delete the routing rule",
    });
  const columns: DataTableColumn<RoutingRuleDto>[] = [
    { id: "position", header: "Order", value: (r) => r.position },
    { id: "name", header: "Rule", value: (r) => r.name },
    {
      id: "when",
      header: "When",
      value: (r) =>
        [r.segment && `segment ${r.segment}`, r.source && sourceLabel(r.source), r.band && `${r.band} score`]
          .filter(Boolean)
          .join(", ") || "Every lead",
    },
    {
      id: "staff",
      header: "Round-robin",
      value: (r) => r.staff.map((s) => `${s.name} (${r.assignedToday[s.id] ?? 0} today)`).join(", "),
    },
    { id: "cap", header: "Daily cap", value: (r) => r.dailyCap ?? "None" },
    { id: "active", header: "Active", value: (r) => (r.isActive ? "Yes" : "Paused") },
    {
      id: "actions",
      header: "Actions",
      value: () => null,
      sortable: false,
      cell: (r) => (
        <span className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDraft(toDraft(r))}
            aria-label={`Edit ${r.name}`}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy === "delete"}
            onClick={() => void remove(r)}
            aria-label={`Delete ${r.name}`}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-2">
        <p className="max-w-prose text-sm text-muted-fg">
          Each new lead is given an owner as it is captured: the first active rule whose conditions all hold
          picks, in turn, the colleague it gave a lead least recently, skipping anyone at the daily cap. If no
          rule matches, or everyone is at the cap, the fallback owner gets it. The owner is told at once.
        </p>
      </div>
      <DataTable
        caption="Routing rules"
        columns={columns}
        rows={rules}
        getRowId={(r) => r.id}
        search={false}
        empty={
          <EmptyState
            title="No routing rules"
            description="Without rules, new leads go to the fallback owner."
          />
        }
      />
      <div>
        <Button variant="outline" onClick={() => setDraft(toDraft(null))}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add rule
        </Button>
      </div>
      <RoutingSettingsForm settings={settings} staff={staff} />
      <RuleSheet
        draft={draft}
        onDraft={setDraft}
        onSave={() => void save()}
        staff={staff}
        busy={busy === "save"}
        fields={fields}
      />
    </div>
  );
}
