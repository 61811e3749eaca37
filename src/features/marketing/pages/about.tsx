import { ArrowRight, Users } from "lucide-react";
import { useShell } from "#src/features/site/index.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { FounderCard } from "../components/about/founder-card.tsx";
import { Timeline } from "../components/about/timeline.tsx";
import { ConsultationLink } from "../components/services/consultation-link.tsx";
import {
  ABOUT_CTA,
  ABOUT_HERO,
  FOUNDERS,
  FOUNDERS_TITLE,
  IMPACT_STATS,
  IMPACT_TITLE,
  TIMELINE,
  TIMELINE_TITLE,
} from "../content/about.ts";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Our Story",
    description:
      "How 100 weekly meetups for founders grew into an AI-augmented software studio: our timeline, our cofounders and our impact so far.",
    path: "/about",
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

export default function About() {
  const { site } = useShell();
  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--primary),transparent_55%)] opacity-15"
        />
        <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-20 sm:py-28 lg:grid-cols-[3fr_2fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-sm font-semibold">
              <Users aria-hidden="true" className="h-4 w-4 text-primary" />
              {ABOUT_HERO.eyebrow}
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight sm:text-6xl">{ABOUT_HERO.title}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-fg">{ABOUT_HERO.lead}</p>
          </div>
          <aside
            aria-labelledby="program-heading"
            className="rounded-2xl border border-border bg-card p-6 sm:p-8"
          >
            <h2 id="program-heading" className="text-xl font-semibold">
              {ABOUT_HERO.programTitle}
            </h2>
            <p className="mt-3 leading-relaxed text-muted-fg">{ABOUT_HERO.programText}</p>
            <dl className="mt-6 grid grid-cols-2 gap-4">
              {IMPACT_STATS.filter((s) => s.label === "weekly meetups" || s.label === "attendees").map(
                (s) => (
                  <div key={s.label} className="rounded-xl bg-muted p-4">
                    <dt className="text-sm text-muted-fg">{s.label}</dt>
                    <dd className="text-3xl font-bold text-primary">{s.value}</dd>
                  </div>
                ),
              )}
            </dl>
          </aside>
        </div>
      </section>

      <section aria-labelledby="timeline-heading" className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
        <h2 id="timeline-heading" className="text-3xl font-bold tracking-tight">
          {TIMELINE_TITLE}
        </h2>
        <Timeline milestones={TIMELINE} />
      </section>

      <section aria-labelledby="founders-heading" className="border-y border-border bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <h2 id="founders-heading" className="text-3xl font-bold tracking-tight">
            {FOUNDERS_TITLE}
          </h2>
          <p className="mt-3 max-w-2xl text-muted-fg">
            {site.companyName} is led by the two people who started the Thursday meetups.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {FOUNDERS.map((f) => (
              <li key={f.name}>
                <FounderCard founder={f} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <h2 id="impact-heading" className="text-3xl font-bold tracking-tight">
          {IMPACT_TITLE}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {IMPACT_STATS.map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse justify-end gap-2 rounded-2xl border border-border bg-card p-5 first:col-span-2 sm:p-6"
            >
              <dt className="text-sm text-muted-fg">{s.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="cta-heading" className="border-t border-border">
        <div className="mx-auto max-w-3xl px-4 py-20 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {ABOUT_CTA.title}
          </h2>
          <p className="mt-4 text-lg text-muted-fg">{ABOUT_CTA.text}</p>
          <ConsultationLink className={buttonClass({ size: "lg" }, "mt-8")}>
            {ABOUT_CTA.buttonLabel}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </ConsultationLink>
        </div>
      </section>
    </main>
  );
}
