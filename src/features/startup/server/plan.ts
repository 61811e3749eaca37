import { PLAN_DEFAULTS, type ProjectAnalysis, type ProjectScopeDto } from "../startup.contract.ts";

/**
 * The plan (project_scopes row) derived from an analysis, with the product's fixed defaults, so every
 * visitor gets a complete plan even when the analysis is silent on money or process:
 * budget split 60/20/10/10 with "Contact for pricing", weekly meetings, bi-weekly reports and the
 * approvals Technical Design, Budget, Timeline in that order. The timeline is the analysis's, or
 * the default 8-12 weeks when it gives none.
 */
export function buildScope(analysis: ProjectAnalysis): ProjectScopeDto {
  const { projectUnderstanding: pu, features, timeline } = analysis;
  const phases = timeline.phases.map((p) => ({ name: p.name, duration: p.duration }));
  return {
    overview: { description: pu.summary, objectives: pu.objectives, success_criteria: pu.success_criteria },
    deliverables: {
      features: [
        ...features.mustHave.map((f) => ({ ...f, priority: "must-have" as const })),
        ...features.niceToHave.map((f) => ({ ...f, priority: "nice-to-have" as const })),
      ],
      milestones: timeline.phases.map((p) => ({
        name: p.name,
        duration: p.duration,
        deliverables: p.deliverables,
      })),
      technical_requirements: analysis.technicalRecommendations,
    },
    timeline: {
      duration: timeline.total.trim() || PLAN_DEFAULTS.timeline,
      phases,
      dependencies: [
        ...PLAN_DEFAULTS.approvals.map((a, i) =>
          i === 0
            ? `${a} approval before the build starts`
            : `${a} approval after ${PLAN_DEFAULTS.approvals[i - 1]} approval`,
        ),
        ...phases.slice(1).map((p, i) => `${p.name} starts when ${phases[i]!.name} is accepted`),
      ],
    },
    communication_plan: {
      meetings: PLAN_DEFAULTS.meetings,
      reporting: PLAN_DEFAULTS.reporting,
      channels: ["Weekly video call", "Shared project board", "Bi-weekly written progress report"],
    },
    budget_breakdown: {
      items: PLAN_DEFAULTS.budgetBreakdown.map((b) => ({ ...b })),
      total: PLAN_DEFAULTS.budgetTotal,
      estimate: analysis.budget.range,
    },
    approvals: PLAN_DEFAULTS.approvals.map((name, i) => ({ order: i + 1, name, status: "pending" as const })),
  };
}
