import { ChevronsLeftRight } from "lucide-react";
import { cn } from "#src/ui/cn.ts";
import { COMPARISON_SECTION } from "../../content/home.ts";
import { comparisonValueText } from "../../lib/comparison.ts";
import { HomeSection, SectionHeading } from "./home-section.tsx";

type Plan = (typeof COMPARISON_SECTION)["before"] | (typeof COMPARISON_SECTION)["after"];

const pct = (week: number) => `${(week / COMPARISON_SECTION.weeks) * 100}%`;
const weeksText = (n: number) => `${n} ${COMPARISON_SECTION.weekUnit}`;

/**
 * Home band 4: before/after comparison. The native range input is the control (keyboard, screen
 * readers); pointer dragging anywhere on the picture moves the same value. This is the server's
 * markup at 50 %; `comparison.island.ts` moves it without React (decision 051, "A first screen
 * without React"), so it answers the first press as soon as it is on the page.
 */
export function ComparisonSection() {
  const position = 50;
  return (
    <HomeSection id="comparison" className="bg-muted">
      <SectionHeading id="comparison" {...COMPARISON_SECTION} />
      <div
        data-testid="comparison"
        className="relative mt-12 aspect-[4/5] w-full cursor-ew-resize touch-pan-y select-none overflow-hidden rounded-2xl border border-border shadow-xl sm:aspect-[16/9] lg:aspect-[21/10]"
      >
        <TimelinePanel plan={COMPARISON_SECTION.before} tone="before" />
        {/* The AI-augmented plan lies on top and shows left of the divider, where its short bars are. */}
        <div
          data-testid="comparison-after"
          className="absolute inset-0"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        >
          <TimelinePanel plan={COMPARISON_SECTION.after} tone="after" />
        </div>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={position}
          aria-label={COMPARISON_SECTION.sliderLabel}
          aria-valuenow={position}
          aria-valuetext={comparisonValueText(position)}
          className="peer sr-only"
        />
        <div
          aria-hidden="true"
          data-testid="comparison-divider"
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-primary"
          style={{ left: `${position}%` }}
        />
        <div
          aria-hidden="true"
          data-comparison-handle=""
          className="pointer-events-none absolute top-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg ring-offset-2 ring-offset-bg peer-focus-visible:ring-4 peer-focus-visible:ring-ring"
          style={{ left: `${position}%` }}
        >
          <ChevronsLeftRight className="h-5 w-5" />
        </div>
      </div>
    </HomeSection>
  );
}

/** One delivery plan drawn as a small Gantt chart on the shared 24-week scale. */
function TimelinePanel({ plan, tone }: { plan: Plan; tone: "before" | "after" }) {
  const after = tone === "after";
  const ticks = Array.from({ length: COMPARISON_SECTION.weeks / 4 + 1 }, (_, i) => i * 4);
  return (
    <div
      className={cn(
        "absolute inset-0 flex flex-col gap-4 p-4 sm:gap-6 sm:p-8",
        after
          ? "bg-card bg-[radial-gradient(ellipse_at_80%_0%,color-mix(in_oklab,var(--primary)_16%,transparent),transparent_55%)]"
          : "bg-bg",
      )}
    >
      <h3
        className={cn(
          "w-fit rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider sm:text-sm",
          after ? "bg-primary text-primary-fg" : "ml-auto bg-muted text-fg",
        )}
      >
        <span className="sm:hidden">{plan.label}</span>
        <span className="hidden sm:inline">{plan.title}</span>
      </h3>
      <div className="relative flex-1">
        <ol className="grid h-full content-center gap-3 sm:gap-5">
          {plan.phases.map((phase) => {
            const length = phase.end - phase.start;
            const inside = length >= 5;
            return (
              <li
                key={phase.name}
                className="grid grid-cols-[4.5rem_1fr] items-center gap-2 sm:grid-cols-[6rem_1fr]"
              >
                <span className="text-xs font-medium sm:text-sm">{phase.name}</span>
                <span className="relative block h-7 sm:h-9">
                  <span
                    className={cn(
                      "absolute inset-y-0 flex items-center whitespace-nowrap rounded-md px-2 text-xs font-semibold",
                      after
                        ? "bg-primary text-primary-fg"
                        : "bg-[repeating-linear-gradient(135deg,var(--border)_0_6px,color-mix(in_oklab,var(--muted-fg)_35%,var(--border))_6px_12px)] text-fg",
                    )}
                    style={{ left: pct(phase.start), width: pct(length) }}
                  >
                    {inside ? weeksText(length) : null}
                  </span>
                  {inside ? null : (
                    <span
                      className="absolute inset-y-0 flex items-center whitespace-nowrap pl-2 text-xs font-semibold text-fg"
                      style={{ left: pct(phase.end) }}
                    >
                      {weeksText(length)}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="pointer-events-none absolute inset-y-0 right-0 left-[5rem] sm:left-[6.5rem]">
          <div
            className={cn(
              "absolute inset-y-0 border-l-2 border-dashed",
              after ? "border-primary" : "border-muted-fg",
            )}
            style={{ left: pct(plan.launch) }}
          >
            <span
              className={cn(
                "absolute -top-1 whitespace-nowrap rounded px-1.5 py-0.5 text-[11px] font-semibold",
                plan.launch > COMPARISON_SECTION.weeks / 2 ? "right-1" : "left-1",
                after ? "bg-primary text-primary-fg" : "bg-muted text-fg",
              )}
            >
              {COMPARISON_SECTION.launchLabel} · {COMPARISON_SECTION.weekLabel.toLowerCase()} {plan.launch}
            </span>
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="relative ml-[5rem] h-4 text-[11px] text-muted-fg sm:ml-[6.5rem]">
        {ticks.map((t) => (
          <span key={t} className="absolute -translate-x-1/2" style={{ left: pct(t) }}>
            {t}
          </span>
        ))}
      </div>
      <dl className="grid grid-cols-3 gap-2 border-t border-border pt-4 sm:gap-4">
        {plan.stats.map((s) => (
          <div key={s.label}>
            <dt className="text-xs text-muted-fg sm:text-sm">{s.label}</dt>
            <dd className={cn("text-lg font-bold sm:text-3xl", after ? "text-primary" : "text-fg")}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
