import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { PageHero, SectionTitle } from "../components/page-hero.tsx";
import { LAB_PAGE } from "../content/lab.ts";
import type { Route } from "./+types/lab";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Your Virtual Startup Lab",
    description:
      "The virtual startup lab: an AI project plan for your MVP, a scoped build with our engineers and a direct path to pitch Unstuck Ventures.",
    path: "/ventures/lab",
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

export default function VenturesLabPage() {
  const l = LAB_PAGE;
  return (
    <main id="main">
      <PageHero eyebrow={l.eyebrow} title={l.title} lead={l.lead} />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-16">
        <section aria-labelledby="lab-tools">
          <SectionTitle id="lab-tools" title={l.toolsTitle} />
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {l.tools.map((t) => (
              <li key={t.href} className="flex flex-col rounded-2xl border border-border bg-card p-6">
                <h3 className="text-lg font-semibold">{t.title}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-fg">{t.text}</p>
                <Link
                  to={t.href}
                  className="mt-4 inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t.label}
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="lab-offers">
          <SectionTitle id="lab-offers" title={l.offersTitle} />
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {l.offers.map((o) => (
              <li key={o.title} className="rounded-2xl border border-border bg-card p-6">
                <h3 className="font-semibold">{o.title}</h3>
                <p className="mt-2 text-sm text-muted-fg">{o.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="lab-steps">
          <SectionTitle id="lab-steps" title={l.stepsTitle} />
          <ol className="mt-6 grid gap-3">
            {l.steps.map((s, i) => (
              <li key={s} className="flex gap-3 rounded-xl border border-border bg-card p-4">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                <span>
                  <span className="sr-only">Step {i + 1}: </span>
                  {s}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}
