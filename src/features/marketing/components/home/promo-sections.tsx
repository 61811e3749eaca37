import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { tracked } from "#src/lib/tracked-elements.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { ENTERPRISE_SECTION, FLARE_SECTION, MEETUPS_SECTION } from "../../content/home.ts";
import { HomeSection, SectionHeading } from "./home-section.tsx";
import { HOME_ICONS } from "./icons.ts";

/** Home band 6: the FLARE fast-launch method, with a FLARE week told as a terminal session. */
export function FlareSection() {
  return (
    <HomeSection id="flare" className="bg-muted">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="flare" {...FLARE_SECTION} />
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {FLARE_SECTION.claims.map((c) => (
              <div
                key={c.label}
                className="flex flex-col-reverse justify-end rounded-xl border border-border bg-card p-4"
              >
                <dt className="text-sm text-muted-fg">{c.label}</dt>
                <dd className="font-mono text-2xl font-bold text-primary">{c.value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to={FLARE_SECTION.cta.to}
            className={buttonClass({ size: "lg" }, "mt-8 font-mono")}
            {...tracked("home-flare-cta")}
          >
            {FLARE_SECTION.cta.label} <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
        <figure className="overflow-hidden rounded-2xl border border-border bg-[#0b0f17] shadow-2xl">
          {/* A figure's caption is its first or last child. */}
          <figcaption className="sr-only">{FLARE_SECTION.terminalLabel}</figcaption>
          <div aria-hidden="true" className="flex gap-2 border-b border-white/10 px-4 py-3">
            <span className="h-3 w-3 rounded-full bg-[#f87171]" />
            <span className="h-3 w-3 rounded-full bg-[#fbbf24]" />
            <span className="h-3 w-3 rounded-full bg-[#4ade80]" />
          </div>
          <pre className="whitespace-pre-wrap p-5 font-mono text-xs leading-6 text-[#e2e8f0] sm:p-8 sm:text-base sm:leading-7">
            {FLARE_SECTION.terminal.map((line) => (
              <span key={line.text} className="block">
                <span className="text-[#fb923c]">{line.prompt ? "$ " : "  "}</span>
                {line.text}
              </span>
            ))}
          </pre>
        </figure>
      </div>
    </HomeSection>
  );
}

/** Home band 7: the 100 Meetups programme, leading to the story page. */
export function MeetupsSection() {
  return (
    <HomeSection id="meetups">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr]">
        <MeetupDots />
        <div>
          <SectionHeading id="meetups" {...MEETUPS_SECTION} />
          <dl className="mt-8 grid grid-cols-3 gap-4">
            {MEETUPS_SECTION.stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="text-sm text-muted-fg">{s.label}</dt>
                <dd className="text-3xl font-bold sm:text-4xl">{s.value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to={MEETUPS_SECTION.cta.to}
            {...tracked("home-meetups-cta")}
            className={buttonClass({ size: "lg", variant: "outline" }, "mt-8")}
          >
            {MEETUPS_SECTION.cta.label} <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}

/** One hundred dots, the meetups held so far lit: a picture of the promise, drawn in SVG. */
function MeetupDots() {
  const held = Number(MEETUPS_SECTION.stats[1].value);
  // One path per shade instead of a hundred circles: the same picture, a fraction of the DOM.
  const dot = (i: number, r: number) => {
    const x = 5 + (i % 10) * 10;
    const y = 5 + Math.floor(i / 10) * 10;
    return `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  };
  const shades = [0.55, 0.75, 1].map((opacity, shade) => ({
    opacity,
    d: Array.from({ length: held }, (_, i) => i)
      .filter((i) => (i * 7) % 3 === shade)
      .map((i) => dot(i, 3.6))
      .join(""),
  }));
  const unlit = Array.from({ length: 100 - held }, (_, k) => dot(held + k, 2.2)).join("");
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className="mx-auto w-full max-w-md">
      <path d={unlit} className="fill-border" />
      {shades.map((s) => (
        <path key={s.opacity} d={s.d} className="fill-primary" opacity={s.opacity} />
      ))}
    </svg>
  );
}

/** Home band 8: the enterprise offer, leading to /enterprise. */
export function EnterpriseSection() {
  const { diagram } = ENTERPRISE_SECTION;
  return (
    <HomeSection id="enterprise" className="bg-muted">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="enterprise" {...ENTERPRISE_SECTION} />
          <ul className="mt-8 grid gap-5">
            {ENTERPRISE_SECTION.pillars.map((p) => {
              const Icon = HOME_ICONS[p.icon];
              return (
                <li key={p.title} className="flex gap-4">
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{p.title}</h3>
                    <p className="mt-1 text-sm text-muted-fg">{p.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <Link
            to={ENTERPRISE_SECTION.cta.to}
            className={buttonClass({ size: "lg" }, "mt-8")}
            {...tracked("home-enterprise-cta")}
          >
            {ENTERPRISE_SECTION.cta.label} <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
        <svg
          viewBox="0 0 400 320"
          role="img"
          aria-label={diagram.label}
          className="w-full rounded-2xl border border-border bg-card"
        >
          {diagram.legacy.map((name, i) => {
            const y = 30 + i * 72;
            return (
              <g key={name}>
                <path
                  d={`M150 ${y + 22} C 210 ${y + 22}, 210 160, 250 160`}
                  fill="none"
                  className="stroke-primary"
                  strokeWidth="2"
                  strokeDasharray="5 5"
                  opacity="0.7"
                />
                <rect x="24" y={y} width="126" height="44" rx="8" className="fill-muted stroke-border" />
                <text x="87" y={y + 27} textAnchor="middle" className="fill-fg text-[12px]">
                  {name}
                </text>
              </g>
            );
          })}
          <rect x="250" y="110" width="128" height="100" rx="14" className="fill-primary" />
          <text x="314" y="165" textAnchor="middle" className="fill-primary-fg text-[13px] font-semibold">
            {diagram.platform}
          </text>
        </svg>
      </div>
    </HomeSection>
  );
}
