import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import {
  type DealStage,
  engagementTone,
  leadScoreTone,
  probabilityTone,
  STAGE_LABELS,
  type Tone,
} from "../crm.contract.ts";
import { formatProbability } from "../lib/format.ts";

const KIT_TONE: Record<Tone, BadgeTone> = {
  green: "success",
  yellow: "warning",
  red: "danger",
  grey: "neutral",
  blue: "info",
};

/** Stage badge: won green, lost red, the active stages blue. */
export function StageBadge({ stage }: { stage: DealStage }) {
  return (
    <Badge tone={stage === "won" ? "success" : stage === "lost" ? "danger" : "info"}>
      {STAGE_LABELS[stage]}
    </Badge>
  );
}

/** Lead score: 70 or more green, 40 or more yellow, else red. */
export function LeadScoreBadge({ score }: { score: number }) {
  return (
    <Badge className="w-fit" tone={KIT_TONE[leadScoreTone(score)]}>
      Score {score}
    </Badge>
  );
}

/** Engagement: 75 or more green, 50 or more yellow, else grey. */
export function EngagementBadge({ score }: { score: number }) {
  return (
    <Badge className="w-fit" tone={KIT_TONE[engagementTone(score)]}>
      Engagement {score}
    </Badge>
  );
}

/** Win probability: green above 70%, yellow above 40%, else red; 'N/A' without analytics. */
export function ProbabilityBadge({ probability }: { probability: number | null }) {
  if (probability === null) return <Badge>Win N/A</Badge>;
  return <Badge tone={KIT_TONE[probabilityTone(probability)]}>Win {formatProbability(probability)}</Badge>;
}

export function SampleBadge() {
  return <Badge tone="warning">Sample</Badge>;
}
