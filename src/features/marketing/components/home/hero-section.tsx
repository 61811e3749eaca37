import { ArrowRight } from "lucide-react";
import { tracked } from "#src/lib/tracked-elements.ts";
import { buttonClass } from "#src/ui/button-base.tsx";
import { Island } from "#src/ui/island.tsx";
import { HEADLINE_CLAIMS, HERO } from "../../content/home.ts";
import { HeroScene } from "./hero-scene.tsx";

/** Home band 1: headline, the visit's tagline (chosen by the loader), the way to the contact form. */
export function HeroSection({ tagline }: { tagline: string }) {
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      data-home-section="hero"
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col justify-center overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_75%_45%,color-mix(in_oklab,var(--primary)_22%,transparent),transparent_60%)]"
      />
      <Island
        name="hero-scene"
        plain
        component={HeroScene}
        props={{ className: "-z-10 opacity-50 md:opacity-100" }}
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{HERO.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-4 text-5xl font-extrabold tracking-tight text-balance sm:text-7xl"
          >
            {HERO.heading}
          </h1>
          <p data-testid="hero-tagline" className="mt-6 text-xl text-muted-fg text-pretty sm:text-2xl">
            {tagline}
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <a href="#madlib-section" className={buttonClass({ size: "lg" })} {...tracked("home-hero-start")}>
              {HERO.cta} <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </a>
            <a
              href={HERO.secondary.to}
              {...tracked("home-hero-secondary")}
              className={buttonClass({ size: "lg", variant: "outline" }, "bg-bg/60")}
            >
              {HERO.secondary.label}
            </a>
          </div>
        </div>
        <ul
          aria-label={HERO.claimsLabel}
          className="mt-16 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-5"
        >
          {HEADLINE_CLAIMS.map((c) => (
            <li key={c.label} className="bg-bg/90 p-4 last:col-span-2 sm:last:col-span-1">
              <span className="block text-3xl font-bold text-primary">{c.value}</span>
              <span className="mt-1 block text-sm text-muted-fg">{c.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
