import { CheckCircle2 } from "lucide-react";
import { COST_SECTION } from "../../content/home.ts";
import { HomeSection, SectionHeading } from "./home-section.tsx";

/** Home band 5: the 60% cost reduction, as a budget comparison and where the savings come from. */
export function CostSection() {
  return (
    <HomeSection id="cost">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="cost" {...COST_SECTION} />
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {COST_SECTION.drivers.map((d) => (
              <li key={d.title} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold">{d.title}</h3>
                  <p className="mt-1 text-sm text-muted-fg">{d.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-border bg-card p-6 sm:p-10">
          <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-9xl">
            {COST_SECTION.stat}
          </p>
          <p className="mt-2 text-muted-fg">{COST_SECTION.statLabel}</p>
          {/* The bars are the figure; its caption comes first, as HTML wants. */}
          <figure className="mt-10">
            <figcaption className="text-sm font-semibold">{COST_SECTION.barsLabel}</figcaption>
            <ul className="mt-4 grid gap-5">
              {COST_SECTION.bars.map((bar, i) => (
                <li key={bar.label}>
                  <p className="flex justify-between gap-4 text-sm">
                    <span>{bar.label}</span>
                    <span className="font-semibold">{bar.amount}</span>
                  </p>
                  <div aria-hidden="true" className="mt-2 h-4 overflow-hidden rounded-full bg-muted">
                    <div
                      className={
                        i === 0 ? "h-full rounded-full bg-muted-fg/50" : "h-full rounded-full bg-primary"
                      }
                      style={{ width: `${bar.value}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </figure>
        </div>
      </div>
    </HomeSection>
  );
}
