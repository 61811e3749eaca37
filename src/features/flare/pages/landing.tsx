import { ArrowRight, CheckCircle2, Flame, LayoutDashboard } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useScrollToContact } from "#src/features/site/index.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Button, buttonClass } from "#src/ui/button.tsx";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { FLARE_ADVANTAGE, FLARE_HERO, FLARE_STATS, HOW_IT_WORKS } from "../content/landing.ts";
import type { Route } from "./+types/landing";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "FLARE: a functional MVP in one week",
    description:
      "FLARE is an AI-assisted fast-launch method: a functional MVP in 1 week, 10X faster and 60% cheaper than a traditional build, with production-ready code you own.",
    path: "/flare",
  });
}

/**
 * No React in the browser (decision 051): "Start Your Project" goes to the home page's contact
 * form through the static shell's `data-contact` handler.
 */
export const handle = STATIC_PAGE;

/** /flare: the FLARE landing page. Server-rendered; no canvas code here. */
export default function FlareLanding() {
  const { pathname } = useLocation();
  const scrollToContact = useScrollToContact();
  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--primary),transparent_60%)] opacity-15"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <p className="inline-flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-primary">
            <Flame aria-hidden="true" className="h-4 w-4" /> {FLARE_HERO.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {FLARE_HERO.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-fg">{FLARE_HERO.lead}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button
              size="lg"
              className="w-full sm:w-auto"
              data-contact=""
              onClick={() => scrollToContact(pathname)}
            >
              {FLARE_HERO.startLabel} <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Button>
            <Link
              to={FLARE_HERO.canvasHref}
              className={buttonClass({ variant: "outline", size: "lg" }, "w-full sm:w-auto")}
            >
              <LayoutDashboard aria-hidden="true" className="h-5 w-5" /> {FLARE_HERO.canvasLabel}
            </Link>
          </div>
          <p className="mt-6 text-sm text-muted-fg">
            <Link to={FLARE_HERO.applyHref} className="font-medium text-primary underline underline-offset-4">
              {FLARE_HERO.applyLabel}
            </Link>
          </p>
        </div>
      </section>

      <section aria-label="FLARE in numbers" className="mx-auto max-w-6xl px-4 py-16">
        <ul className="grid gap-4 sm:grid-cols-3">
          {FLARE_STATS.map((s) => (
            <li key={s.label} className="rounded-2xl border border-border bg-card p-6 text-center">
              <p className="text-4xl font-extrabold tracking-tight text-primary">{s.value}</p>
              <p className="mt-2 font-semibold">{s.label}</p>
              <p className="mt-1 text-sm text-muted-fg">{s.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight">
            {HOW_IT_WORKS.title}
          </h2>
          <p className="mt-3 text-muted-fg">{HOW_IT_WORKS.lead}</p>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {HOW_IT_WORKS.steps.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-border bg-card p-6">
                <p className="font-mono text-sm font-bold text-primary">Step {i + 1}</p>
                <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-fg">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="advantage-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <h2 id="advantage-heading" className="text-3xl font-bold tracking-tight">
            {FLARE_ADVANTAGE.title}
          </h2>
          <p className="mt-3 text-muted-fg">{FLARE_ADVANTAGE.lead}</p>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {FLARE_ADVANTAGE.points.map((p) => (
              <li key={p.title} className="flex gap-3 rounded-2xl border border-border bg-card p-5">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                <div>
                  <h3 className="font-semibold">{p.title}</h3>
                  <p className="mt-1 text-sm text-muted-fg">{p.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">{FLARE_ADVANTAGE.closing}</p>
            <Link to={FLARE_HERO.applyHref} className={buttonClass({ size: "lg" })}>
              {FLARE_HERO.applyLabel} <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
