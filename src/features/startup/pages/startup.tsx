import { ArrowRight, BadgeDollarSign, Flame, Handshake, Rocket } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { PitchTool } from "../components/pitch-tool.tsx";
import {
  FLARE_CARD,
  PITCH_TOOL_COPY,
  STARTUP_CLOSING,
  STARTUP_HERO,
  STARTUP_META,
  STARTUP_OFFERS,
} from "../content/startup-page.ts";
import type { Route } from "./+types/startup";

// No router in the browser (decision 051): the pitch tool is an island, whose module also records
// the preferred segment.
export const handle = withIslands("pitch-tool");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, STARTUP_META);
}

const OFFER_ICONS = { rocket: Rocket, "badge-dollar": BadgeDollarSign, handshake: Handshake } as const;

/**
 * /startup, the startup segment's landing page: hero, the pitch-to-plan tool, the invite-only program
 * card and the closing call to action; visiting it remembers "startup" as the preferred segment.
 */
export default function StartupPage() {
  return (
    // The skip link ("Skip to content") lands on #main, as on every other page.
    <main id="main">
      <section aria-labelledby="startup-hero-heading" className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_30%,color-mix(in_oklab,var(--primary)_20%,transparent),transparent_60%)]"
        />
        <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            {STARTUP_HERO.eyebrow}
          </p>
          <h1
            id="startup-hero-heading"
            className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            {STARTUP_HERO.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-fg text-pretty sm:text-xl">{STARTUP_HERO.intro}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to={STARTUP_HERO.primary.href} className={buttonClass({ size: "lg" })}>
              {STARTUP_HERO.primary.label} <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <a href={STARTUP_HERO.secondary.href} className={buttonClass({ size: "lg", variant: "outline" })}>
              {STARTUP_HERO.secondary.label}
            </a>
          </div>
          <ul
            aria-label={STARTUP_HERO.claimsLabel}
            className="mt-14 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-4"
          >
            {STARTUP_HERO.claims.map((c) => (
              <li key={c.label} className="bg-bg p-4">
                <span className="block text-2xl font-bold text-primary sm:text-3xl">{c.value}</span>
                <span className="mt-1 block text-sm text-muted-fg">{c.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="startup-offers-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="startup-offers-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {STARTUP_OFFERS.heading}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {STARTUP_OFFERS.items.map((o) => {
            const Icon = OFFER_ICONS[o.icon as keyof typeof OFFER_ICONS];
            return (
              <li key={o.title}>
                <Card className="h-full">
                  <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
                  <h3 className="mt-3 text-lg font-semibold">{o.title}</h3>
                  <p className="mt-2 text-sm text-muted-fg">{o.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        id="project-scoping"
        aria-labelledby="project-scoping-heading"
        className="scroll-mt-16 border-y border-border bg-card/40 py-16 sm:py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">
              {PITCH_TOOL_COPY.eyebrow}
            </p>
            <h2
              id="project-scoping-heading"
              className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {PITCH_TOOL_COPY.heading}
            </h2>
            <p className="mt-4 text-lg text-muted-fg text-pretty">{PITCH_TOOL_COPY.intro}</p>
          </div>
          <Card className="mt-10 sm:p-8">
            <Island name="pitch-tool" component={PitchTool} props={{}} />
          </Card>
        </div>
      </section>

      <section aria-labelledby="flare-card-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <Card className="grid gap-6 border-primary/60 sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-primary">
              <Flame aria-hidden="true" className="h-4 w-4" /> {FLARE_CARD.eyebrow}
            </p>
            <h2 id="flare-card-heading" className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">
              {FLARE_CARD.heading}
            </h2>
            <p className="mt-3 max-w-2xl text-muted-fg">{FLARE_CARD.text}</p>
            <ul className="mt-4 grid gap-1 text-sm sm:grid-cols-3">
              {FLARE_CARD.points.map((p) => (
                <li key={p} className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-primary" /> {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-3 md:flex-col">
            <Link to={FLARE_CARD.apply.href} className={buttonClass({ size: "lg" })}>
              {FLARE_CARD.apply.label}
            </Link>
            <Link to={FLARE_CARD.learn.href} className={buttonClass({ size: "lg", variant: "outline" })}>
              {FLARE_CARD.learn.label}
            </Link>
          </div>
        </Card>
      </section>

      <section aria-labelledby="startup-closing-heading" className="border-t border-border">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <h2
            id="startup-closing-heading"
            className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {STARTUP_CLOSING.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-fg text-pretty">{STARTUP_CLOSING.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={STARTUP_CLOSING.start.href} className={buttonClass({ size: "lg" })}>
              {STARTUP_CLOSING.start.label} <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link to={STARTUP_CLOSING.flare.href} className={buttonClass({ size: "lg", variant: "outline" })}>
              {STARTUP_CLOSING.flare.label}
            </Link>
          </div>
          <p className="mt-6 text-sm text-muted-fg">
            {STARTUP_CLOSING.unstuck.prefix}{" "}
            <Link
              to={STARTUP_CLOSING.unstuck.href}
              className="font-medium text-fg underline underline-offset-4"
            >
              {STARTUP_CLOSING.unstuck.label}
            </Link>
          </p>
        </div>
      </section>
    </main>
  );
}
