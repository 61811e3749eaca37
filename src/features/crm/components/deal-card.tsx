import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#src/ui/button.tsx";
import { adjacentStage, crmPaths, type DealCardDto, STAGE_LABELS } from "../crm.contract.ts";
import { formatCloseDate, formatMoney } from "../lib/format.ts";
import { ProbabilityBadge, SampleBadge } from "./crm-badges.tsx";

/**
 * A pipeline card: name, value, expected close date, contact, company and win
 * probability; it opens the deal. The arrows move it one stage (none left of the first, none right
 * of the last).
 */
export function DealCard({
  deal,
  onArrow,
  busy,
}: {
  deal: DealCardDto;
  onArrow: (deal: DealCardDto, direction: "left" | "right") => void;
  busy: boolean;
}) {
  const left = adjacentStage(deal.stage, "left");
  const right = adjacentStage(deal.stage, "right");
  return (
    <div className="grid gap-1.5 text-sm">
      <div className="flex items-start justify-between gap-2">
        <Link to={crmPaths.deal(deal.id)} className="font-medium leading-snug hover:underline">
          {deal.name}
        </Link>
        {deal.isSample ? <SampleBadge /> : null}
      </div>
      <p className="font-semibold">{formatMoney(deal.value)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-muted-fg">
        <dt>Close</dt>
        <dd>{formatCloseDate(deal.expectedCloseDate)}</dd>
        <dt>Contact</dt>
        <dd className="truncate">{deal.contactName ?? "—"}</dd>
        <dt>Company</dt>
        <dd className="truncate">{deal.companyName ?? deal.leadCompany ?? "—"}</dd>
      </dl>
      <div className="mt-1 flex items-center justify-between gap-2">
        <ProbabilityBadge probability={deal.probability} />
        <div className="flex gap-1">
          {left ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 w-8 px-0"
              disabled={busy}
              aria-label={`Move ${deal.name} to ${STAGE_LABELS[left]}`}
              title={`Move to ${STAGE_LABELS[left]}`}
              onClick={() => onArrow(deal, "left")}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            </Button>
          ) : null}
          {right ? (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 w-8 px-0"
              disabled={busy}
              aria-label={`Move ${deal.name} to ${STAGE_LABELS[right]}`}
              title={`Move to ${STAGE_LABELS[right]}`}
              onClick={() => onArrow(deal, "right")}
            >
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
