import { ArrowDown, BadgeCheck, FileSearch, Quote, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { getSegmentStatistics } from "#src/features/segments/server/index.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Button, buttonClass } from "#src/ui/button.tsx";
import { Island } from "#src/ui/island.tsx";
import { StatGrid } from "#src/ui/stat-grid.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { ComplianceTool } from "../components/compliance-tool.tsx";
import { GOVERNMENT_PAGE as P } from "../content/page.ts";
import type { Route } from "./+types/government";

// No router in the browser (decision 051): the compliance tool is an island, whose module also
// records the preferred segment and makes the buttons marked `data-scroll-to` scroll to the tool.
export const handle = withIslands("compliance-tool");

/** The analyzer section (linked as /government#compliance-checker) and the tool inside it. */
const CHECKER_ID = "compliance-checker";
const ANALYZER_ID = "compliance-analyzer";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  const stats = await getSegmentStatistics(
    { db: services.db, ai: services.ai, logger: services.logger },
    "government",
  );
  return { stats };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: P.meta.title, description: P.meta.description, path: "/government" });
}

const BADGE_ICONS = [ShieldCheck, FileSearch, BadgeCheck] as const;

/**
 * /government, the government segment's landing page: hero, trust badges, statistics, the compliance
 * analyzer, testimonial and closing; visiting it remembers "government" as the preferred segment.
 */
export default function GovernmentPage({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,#2563eb,transparent_55%)] opacity-15"
        />
        <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-20 sm:px-6 sm:py-24">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{P.hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{P.hero.title}</h1>
            <p className="mt-5 text-lg text-muted-fg">{P.hero.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button size="lg" data-scroll-to={CHECKER_ID}>
                {P.hero.start} <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </Button>
              <Button size="lg" variant="outline" data-scroll-to={CHECKER_ID}>
                {P.hero.sample}
              </Button>
            </div>
          </div>
          <ul aria-label="Trust badges" className="grid gap-4 sm:grid-cols-3">
            {P.badges.map((b, i) => {
              const Icon = BADGE_ICONS[i % BADGE_ICONS.length]!;
              return (
                <li key={b.name} className="flex gap-3 rounded-xl border border-border bg-card p-4">
                  <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-primary" />
                  <div>
                    <p className="font-bold">{b.name}</p>
                    <p className="text-sm text-muted-fg">{b.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      {stats && (stats.stats.length || stats.headline) ? (
        <section aria-labelledby="gov-stats" className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6">
          <div className="max-w-3xl">
            <h2 id="gov-stats" className="text-3xl font-bold tracking-tight">
              {stats.headline ?? "Compliance by the numbers"}
            </h2>
            {stats.subheading ? <p className="mt-3 text-lg text-muted-fg">{stats.subheading}</p> : null}
          </div>
          <StatGrid stats={stats.stats} />
        </section>
      ) : null}

      <section aria-labelledby="gov-intro" className="border-y border-border bg-muted">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h2 id="gov-intro" className="text-2xl font-bold">
              {P.intro.title}
            </h2>
            <p className="mt-3 text-muted-fg">{P.intro.text}</p>
            <ul className="mt-4 grid gap-2">
              {P.intro.points.map((p) => (
                <li key={p} className="flex gap-2">
                  <BadgeCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <Button size="lg" variant="outline" data-scroll-to={ANALYZER_ID}>
            {P.intro.button} <ArrowDown aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </section>

      <section
        id={CHECKER_ID}
        tabIndex={-1}
        aria-labelledby="gov-analyzer"
        className="mx-auto max-w-5xl scroll-mt-20 px-4 py-16 focus:outline-none sm:px-6"
      >
        <h2 id="gov-analyzer" className="text-3xl font-bold tracking-tight">
          {P.analyzer.title}
        </h2>
        <p className="mt-3 text-muted-fg">{P.analyzer.text}</p>
        <div
          id={ANALYZER_ID}
          tabIndex={-1}
          className="mt-8 scroll-mt-20 rounded-2xl border border-border bg-card p-5 focus:outline-none sm:p-8"
        >
          <Island name="compliance-tool" component={ComplianceTool} props={{}} />
        </div>
      </section>

      <section aria-label="Testimonial" className="mx-auto max-w-4xl px-4 pb-16 sm:px-6">
        <figure className="rounded-2xl border border-border bg-card p-8">
          <Quote aria-hidden="true" className="h-8 w-8 text-primary" />
          <blockquote className="mt-4 text-xl font-medium leading-relaxed">
            “{P.testimonial.quote}”
          </blockquote>
          <figcaption className="mt-5 text-sm text-muted-fg">
            <span className="font-semibold text-fg">{P.testimonial.name}</span>, {P.testimonial.role}
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="gov-closing" className="border-t border-border bg-muted">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2">
          <div>
            <h2 id="gov-closing" className="text-3xl font-bold tracking-tight">
              {P.footer.title}
            </h2>
            <p className="mt-3 text-muted-fg">{P.footer.text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              {P.footer.links.map((l, i) => (
                <Link
                  key={l.to}
                  to={l.to}
                  className={buttonClass({ variant: i === 0 ? "primary" : "outline" })}
                >
                  {l.label}
                </Link>
              ))}
            </div>
          </div>
          <ul className="grid content-start gap-3">
            {P.footer.facts.map((f) => (
              <li key={f} className="flex gap-2 rounded-lg border border-border bg-card p-4">
                <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
                {f}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
