import { formatMoney } from "#src/lib/money.ts";
import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { type CampaignDto, type CampaignStatus, PILLAR_LABELS } from "../../command-center.contract.ts";
import { STATUS_LABEL, shortDate } from "../../lib/campaign-format.ts";
import { CampaignLinks } from "./campaign-links.tsx";
import { ProgressBar } from "./progress-bar.tsx";

const STATUS_TONE: Record<CampaignStatus, BadgeTone> = {
  planned: "neutral",
  active: "info",
  paused: "warning",
  completed: "success",
};

/** Each campaign as a card: status, type, dates, progress, budget used, channels, Update progress. */
export function CampaignCards({
  campaigns,
  onEdit,
}: {
  campaigns: CampaignDto[];
  onEdit: (campaign: CampaignDto) => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {campaigns.map((c) => (
        <li key={c.id}>
          <Card className="grid h-full gap-3">
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold">{c.name}</h3>
              <span className="flex flex-wrap justify-end gap-1">
                {c.demo ? (
                  <Badge tone="warning" title="Written by the demo seed">
                    Demo data
                  </Badge>
                ) : null}
                <Badge tone={STATUS_TONE[c.status]}>{STATUS_LABEL[c.status]}</Badge>
              </span>
            </div>
            <p className="text-sm text-muted-fg">{c.description}</p>
            <p className="text-xs text-muted-fg">
              {PILLAR_LABELS[c.pillarType]} · {shortDate(c.startDate)} – {shortDate(c.endDate)}
            </p>
            <div className="grid gap-1.5">
              <p className="flex justify-between text-sm">
                <span>Progress</span>
                <span className="font-semibold">{c.progress}%</span>
              </p>
              <ProgressBar value={c.progress} label={`${c.name} progress`} />
            </div>
            <p className="flex justify-between text-sm">
              <span>Budget used</span>
              <span className="font-semibold">
                {formatMoney(c.budgetSpent)} of {formatMoney(c.budget)}
              </span>
            </p>
            {c.channels.length ? (
              <ul className="flex flex-wrap gap-1" aria-label="Channels">
                {c.channels.map((ch) => (
                  <li key={ch}>
                    <Badge>{ch}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <CampaignLinks campaign={c} />
            <Button variant="outline" size="sm" className="mt-auto w-fit" onClick={() => onEdit(c)}>
              Update progress<span className="sr-only"> of {c.name}</span>
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
