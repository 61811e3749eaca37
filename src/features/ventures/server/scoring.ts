import type { PitchFields, VentureApplication } from "../ventures.contract.ts";

export type LeadScore = { score: number; reasons: string[] };

function scorer() {
  const reasons: string[] = [];
  let score = 0;
  return {
    add(points: number, reason: string) {
      if (points <= 0) return;
      score += points;
      reasons.push(`${reason} (+${points})`);
    },
    result: (): LeadScore => ({ score: Math.min(100, score), reasons }),
  };
}

const STAGE_POINTS: Record<string, number> = {
  idea: 0,
  mvp: 10,
  "early-revenue": 20,
  growth: 25,
  scaling: 30,
};

/**
 * A pitch's lead score, 0–100: 40 for sending a full pitch with a deck, the stage (MVP 10, early
 * revenue 20, growth 25, scaling 30), 10 for describing traction, 5 for a website.
 */
export function scorePitch(p: Pick<PitchFields, "stage" | "traction" | "website">): LeadScore {
  const s = scorer();
  s.add(40, "Sent a full pitch with a deck");
  s.add(STAGE_POINTS[p.stage] ?? 0, `Stage: ${p.stage}`);
  s.add(p.traction ? 10 : 0, "Described traction");
  s.add(p.website ? 5 : 0, "Has a website");
  return s.result();
}

/**
 * A venture application's score: 20 for applying, 5 for naming the company, 10 for a detailed
 * description (200 characters or more), which usually describes a real venture.
 */
export function scoreApplication(a: VentureApplication): LeadScore {
  const s = scorer();
  s.add(20, "Applied for funding");
  s.add(a.company ? 5 : 0, "Named the company");
  s.add(a.projectDescription.length >= 200 ? 10 : 0, "Detailed project description");
  return s.result();
}
