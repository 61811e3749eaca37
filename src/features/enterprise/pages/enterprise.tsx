import { ArrowDown, Layers, MessageSquareQuote, RefreshCw, ShieldCheck, Sparkles } from "lucide-react";
import { getSegmentStatistics } from "#src/features/segments/server/index.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { ButtonLink, buttonClass } from "#src/ui/button.tsx";
import { Island } from "#src/ui/island.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { EnterpriseAnalyzer } from "../components/analyzer.tsx";
import {
  ANALYZER_COPY,
  ENTERPRISE_CLOSING,
  ENTERPRISE_HERO,
  ENTERPRISE_TESTIMONIAL,
  ENTERPRISE_VALUE_CARDS,
  type ValueCard,
} from "../content/page.ts";
import type { Route } from "./+types/enterprise";

// No router in the browser (decision 051): the analyzer is an island, whose module also records
// the preferred segment.
export const handle = withIslands("enterprise-analyzer");

/** The analyzer's anchor: the header's Tools menu links to /enterprise#enterprise-analyzer. */
export const ANALYZER_ANCHOR = "enterprise-analyzer";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Enterprise Systems Modernization",
    description:
      "Modernize ERP, CRM, HR and data systems with AI augmentation and centralized platforms. Analyze your systems for free and get a modernization report with investment tiers.",
    path: "/enterprise",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  const stats = await getSegmentStatistics(
    { db: services.db, ai: services.ai, logger: services.logger },
    "enterprise",
  );
  return { stats };
}

const ICONS: Record<ValueCard["icon"], typeof RefreshCw> = {
  refresh: RefreshCw,
  sparkles: Sparkles,
  layers: Layers,
  shield: ShieldCheck,
};

export default function EnterprisePage({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--primary),transparent_60%)] opacity-15"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {ENTERPRISE_HERO.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {ENTERPRISE_HERO.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-fg">{ENTERPRISE_HERO.lead}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <a href={`#${ANALYZER_ANCHOR}`} className={buttonClass({ size: "lg" }, "w-full sm:w-auto")}>
              {ENTERPRISE_HERO.primaryLabel}
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
            </a>
            <ButtonLink
              to={ENTERPRISE_HERO.secondaryHref}
              variant="outline"
              size="lg"
              className="w-full sm:w-auto"
            >
              {ENTERPRISE_HERO.secondaryLabel}
            </ButtonLink>
          </div>
        </div>
      </section>

      {stats && (stats.headline || stats.stats.length) ? (
        <section aria-labelledby="enterprise-stats-heading" className="border-b border-border">
          <div className="mx-auto max-w-7xl px-4 py-16">
            <div className="max-w-3xl">
              <h2 id="enterprise-stats-heading" className="text-3xl font-bold tracking-tight">
                {stats.headline ?? "Enterprise results"}
              </h2>
              {stats.subheading ? <p className="mt-3 text-muted-fg">{stats.subheading}</p> : null}
            </div>
            <StatGrid stats={stats.stats} className="mt-8" />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="enterprise-value-heading">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <h2 id="enterprise-value-heading" className="text-3xl font-bold tracking-tight">
            What we do for enterprises
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {ENTERPRISE_VALUE_CARDS.map((card) => {
              const Icon = ICONS[card.icon];
              return (
                <li key={card.title} className="rounded-2xl border border-border bg-card p-6">
                  <span className="flex h-11 w-11 items-center justify-center rounded-full bg-muted">
                    <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                  <p className="mt-2 text-sm text-muted-fg">{card.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        id={ANALYZER_ANCHOR}
        aria-labelledby="enterprise-analyzer-heading"
        className="scroll-mt-20 border-y border-border bg-card/40"
      >
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">
              {ANALYZER_COPY.eyebrow}
            </p>
            <h2 id="enterprise-analyzer-heading" className="mt-2 text-3xl font-bold tracking-tight">
              {ANALYZER_COPY.title}
            </h2>
            <p className="mt-3 text-muted-fg">{ANALYZER_COPY.lead}</p>
          </div>
          <div className="mt-10 rounded-2xl border border-border bg-card p-4 sm:p-8">
            <Island name="enterprise-analyzer" hydrate="visible" component={EnterpriseAnalyzer} props={{}} />
          </div>
        </div>
      </section>

      <section aria-labelledby="enterprise-testimonial-heading">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
          <h2 id="enterprise-testimonial-heading" className="sr-only">
            What our clients say
          </h2>
          <figure className="rounded-2xl border border-border bg-card p-8 sm:p-10">
            <MessageSquareQuote aria-hidden="true" className="h-8 w-8 text-primary" />
            <blockquote className="mt-4 text-xl font-medium text-balance sm:text-2xl">
              “{ENTERPRISE_TESTIMONIAL.quote}”
            </blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="font-semibold">{ENTERPRISE_TESTIMONIAL.name}</span>
              <span className="text-muted-fg">
                , {ENTERPRISE_TESTIMONIAL.role}, {ENTERPRISE_TESTIMONIAL.company}
              </span>
            </figcaption>
          </figure>
        </div>
      </section>

      <section aria-labelledby="enterprise-closing-heading" className="border-t border-border">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h2 id="enterprise-closing-heading" className="text-3xl font-bold tracking-tight text-balance">
            {ENTERPRISE_CLOSING.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-muted-fg">{ENTERPRISE_CLOSING.lead}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to={ENTERPRISE_CLOSING.primaryHref} size="lg" className="w-full sm:w-auto">
              {ENTERPRISE_CLOSING.primaryLabel}
            </ButtonLink>
            <a
              href={`#${ANALYZER_ANCHOR}`}
              className={buttonClass({ variant: "outline", size: "lg" }, "w-full sm:w-auto")}
            >
              {ENTERPRISE_CLOSING.secondaryLabel}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
