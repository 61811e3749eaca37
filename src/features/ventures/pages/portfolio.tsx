import { Send } from "lucide-react";
import { pageMeta } from "#src/lib/page-meta.ts";
import { ButtonLink } from "#src/ui/button.tsx";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { PageHero } from "../components/page-hero.tsx";
import { PortfolioCard } from "../components/portfolio-card.tsx";
import { PORTFOLIO, PORTFOLIO_PAGE } from "../content/portfolio.ts";
import { groupPortfolioByYear } from "../lib/portfolio-batches.ts";
import type { Route } from "./+types/portfolio";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Ventures Portfolio",
    description:
      "The companies Unstuck Ventures has funded and helped build, batch by batch: acquisitions, profitable companies and the teams coming next.",
    path: "/ventures/portfolio",
  });
}

const BATCHES = groupPortfolioByYear(PORTFOLIO);

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

export default function VenturesPortfolioPage() {
  return (
    <main id="main">
      <PageHero eyebrow={PORTFOLIO_PAGE.eyebrow} title={PORTFOLIO_PAGE.title} lead={PORTFOLIO_PAGE.lead} />
      <div className="mx-auto grid max-w-6xl gap-14 px-4 py-16">
        {BATCHES.map((batch) => (
          <section key={batch.year} aria-labelledby={`batch-${batch.year}`} data-testid="portfolio-batch">
            <h2 id={`batch-${batch.year}`} className="text-2xl font-bold tracking-tight">
              {batch.heading}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {batch.entries.map((e) => (
                <li key={e.name}>
                  <PortfolioCard entry={e} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section aria-labelledby="portfolio-cta" className="border-t border-border bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center">
          <h2 id="portfolio-cta" className="text-3xl font-bold tracking-tight">
            {PORTFOLIO_PAGE.ctaTitle}
          </h2>
          <p className="mt-4 text-muted-fg">{PORTFOLIO_PAGE.ctaText}</p>
          <ButtonLink to={PORTFOLIO_PAGE.ctaHref} size="lg" className="mt-8">
            <Send aria-hidden="true" className="h-5 w-5" />
            {PORTFOLIO_PAGE.ctaLabel}
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}
