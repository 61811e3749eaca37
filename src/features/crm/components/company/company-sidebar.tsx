import { ScanSearch, Sparkles } from "lucide-react";
import { useState } from "react";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { type CompanyDetailDto, crmPaths } from "../../crm.contract.ts";
import { formatMoney, formatWhen } from "../../lib/format.ts";
import { type EnrichConflict, EnrichConflicts } from "../enrich-conflicts.tsx";
import type { CompanyActions } from "./use-company-actions.ts";

/** Quick Stats: contacts, deals, the open and won value, the last activity. */
export function CompanyStats({ stats }: { stats: CompanyDetailDto["stats"] }) {
  return (
    <Card className="grid gap-2 p-4">
      <h2 className="font-semibold">Quick Stats</h2>
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt className="text-muted-fg">Contacts</dt>
        <dd>{stats.contacts}</dd>
        <dt className="text-muted-fg">Deals</dt>
        <dd>{stats.deals}</dd>
        <dt className="text-muted-fg">Open pipeline</dt>
        <dd>{formatMoney(stats.openValue)}</dd>
        <dt className="text-muted-fg">Won</dt>
        <dd>{formatMoney(stats.wonValue)}</dd>
        <dt className="text-muted-fg">Last activity</dt>
        <dd>{stats.lastActivityAt ? formatWhen(stats.lastActivityAt) : "—"}</dd>
      </dl>
    </Card>
  );
}

/**
 * Actions: New Deal, Add Contact, Enrich Data and the technology scan (both need the website).
 * Enrich Data writes what was missing; what differs is shown below, replaced only when asked.
 */
export function CompanyActionsCard({
  company,
  actions,
}: {
  company: CompanyDetailDto;
  actions: CompanyActions;
}) {
  const [conflicts, setConflicts] = useState<EnrichConflict[]>([]);
  const enrich = async (accept: string[] = []) => {
    const left = await actions.enrich(accept);
    if (left) setConflicts(left);
  };
  return (
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
        disabled={actions.busy === "enrich" || !company.websiteUrl}
        onClick={() => void enrich()}
      >
        <Sparkles aria-hidden="true" className="h-4 w-4" />
        Enrich Data
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={actions.busy === "scan" || !company.websiteUrl}
        onClick={() => void actions.scan()}
      >
        <ScanSearch aria-hidden="true" className="h-4 w-4" />
        Scan technologies
      </Button>
      {!company.websiteUrl ? (
        <p className="text-xs text-muted-fg">Add the website to enrich or scan.</p>
      ) : null}
      <EnrichConflicts
        conflicts={conflicts}
        busy={actions.busy === "enrich"}
        onAccept={(field) => void enrich([field])}
      />
    </Card>
  );
}
