import type { ReactNode } from "react";
import { Card } from "#src/ui/card.tsx";
import { cn } from "#src/ui/cn.ts";
import { PITCH_TOOL_COPY as C, RESULTS_COPY as R } from "../content/startup-page.ts";
import type { AnalysisResultDto } from "../startup.contract.ts";

function Block({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `plan-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={cn("min-w-0", className)}>
      <Card className="h-full">
        <h4 id={id} className="text-lg font-semibold">
          {title}
        </h4>
        <div className="mt-3 grid gap-3 text-sm">{children}</div>
      </Card>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="font-medium">{label}</p>
      <div className="mt-1 text-muted-fg">{children}</div>
    </div>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const COMPLEXITY_CLASS = { Low: "border-border", Medium: "border-primary", High: "border-danger" } as const;

/** Every field of the analysis response and the plan built from it. */
export function AnalysisResults({ result }: { result: AnalysisResultDto }) {
  const { analysis: a, scope } = result;
  const pu = a.projectUnderstanding;
  return (
    <div className="grid gap-6" data-testid="pitch-results">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full border border-border px-3 py-1">{result.projectType}</span>
        <span className="rounded-full border border-border px-3 py-1">
          {R.stage}: {result.projectStage}
        </span>
        <span className={cn("rounded-full border px-3 py-1", COMPLEXITY_CLASS[pu.complexity])}>
          {R.complexity}: {pu.complexity}
        </span>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Block title={R.understanding} className="lg:col-span-2">
          <p className="text-base text-fg">{pu.summary}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <Field label={R.targetMarket}>{pu.targetMarket}</Field>
            <Field label={R.uniqueValue}>{pu.uniqueValue}</Field>
            <Field label={R.competitors}>
              <Bullets items={pu.competitors} />
            </Field>
            <Field label={R.approach}>{pu.recommendedApproach}</Field>
            <Field label={R.objectives}>
              <Bullets items={pu.objectives} />
            </Field>
            <Field label={R.successCriteria}>
              <Bullets items={pu.success_criteria} />
            </Field>
          </div>
        </Block>

        <Block title={R.market}>
          <Field label={R.marketSize}>{a.marketAnalysis.marketSize}</Field>
          <Field label={R.growth}>{a.marketAnalysis.growthRate}</Field>
          <Field label={R.trends}>
            <Bullets items={a.marketAnalysis.trends} />
          </Field>
          <Field label={R.opportunities}>
            <Bullets items={a.marketAnalysis.opportunities} />
          </Field>
          <Field label={R.risks}>
            <Bullets items={a.marketAnalysis.risks} />
          </Field>
          <p className="text-xs text-muted-fg">{C.marketNote}</p>
        </Block>

        <Block title={R.features}>
          <Field label={`${R.mustHave} (${a.features.mustHave.length})`}>
            <ul className="space-y-2">
              {a.features.mustHave.map((f) => (
                <li key={f.name}>
                  <span className="font-medium text-fg">{f.name}</span>: {f.description}
                </li>
              ))}
            </ul>
          </Field>
          <Field label={`${R.niceToHave} (${a.features.niceToHave.length})`}>
            {a.features.niceToHave.length ? (
              <ul className="space-y-2">
                {a.features.niceToHave.map((f) => (
                  <li key={f.name}>
                    <span className="font-medium text-fg">{f.name}</span>: {f.description}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{R.noNiceToHave}</p>
            )}
          </Field>
        </Block>

        <Block title={`${R.timeline}: ${a.timeline.total}`} className="lg:col-span-2">
          <ol className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {a.timeline.phases.map((p, i) => (
              <li key={p.name} className="rounded-lg border border-border p-4">
                <p className="text-xs uppercase tracking-wide text-muted-fg">
                  {R.phase} {i + 1}
                </p>
                <p className="font-semibold">{p.name}</p>
                <p className="text-muted-fg">{p.duration}</p>
                <p className="mt-3 font-medium">{R.tasks}</p>
                <div className="text-muted-fg">
                  <Bullets items={p.tasks} />
                </div>
                <p className="mt-3 font-medium">{R.deliverables}</p>
                <div className="text-muted-fg">
                  <Bullets items={p.deliverables} />
                </div>
              </li>
            ))}
          </ol>
        </Block>

        <Block title={R.tech}>
          <Bullets items={a.technicalRecommendations} />
        </Block>

        <Block title={R.budget}>
          <Field label={R.budgetRange}>
            <span className="text-2xl font-bold text-fg">{a.budget.range}</span>
          </Field>
          <Field label={R.budgetTotal}>{a.budget.total}</Field>
          <Field label={R.breakdown}>
            <ul className="grid gap-2">
              {scope.budget_breakdown.items.map((b) => (
                <li key={b.area} className="grid gap-1">
                  <span className="flex justify-between">
                    <span>{b.area}</span>
                    <span className="font-medium text-fg">{b.percent}%</span>
                  </span>
                  <span aria-hidden="true" className="h-2 rounded-full bg-muted">
                    <span className="block h-2 rounded-full bg-primary" style={{ width: `${b.percent}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          </Field>
        </Block>

        <Block title={R.plan} className="lg:col-span-2">
          <div className="grid gap-4 md:grid-cols-3">
            <Field label={R.duration}>{scope.timeline.duration}</Field>
            <Field label={R.meetings}>{scope.communication_plan.meetings}</Field>
            <Field label={R.reporting}>{scope.communication_plan.reporting}</Field>
            <Field label={R.milestones}>
              <Bullets items={scope.deliverables.milestones.map((m) => `${m.name} (${m.duration})`)} />
            </Field>
            <Field label={R.approvals}>
              <ol className="list-decimal space-y-1 pl-5">
                {scope.approvals.map((x) => (
                  <li key={x.name}>
                    {x.name} <span className="text-xs">({x.status})</span>
                  </li>
                ))}
              </ol>
            </Field>
            <Field label={R.dependencies}>
              <Bullets items={scope.timeline.dependencies} />
            </Field>
          </div>
        </Block>
      </div>
    </div>
  );
}
