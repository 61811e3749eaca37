import { Mail, MapPin, Phone } from "lucide-react";
import { buttonClass } from "#src/ui/button.tsx";
import { useShell } from "../components/use-shell.ts";
import { HEADLINE_CLAIMS } from "../content/home.ts";
import { telHref } from "../marketing.contract.ts";

export function meta() {
  return [
    { title: "AI-augmented software development | Ember Forge Labs" },
    {
      name: "description",
      content:
        "AI-augmented software development for startups, enterprises and government agencies: 70% faster delivery and 60% lower cost.",
    },
  ];
}

export default function Home() {
  const { site } = useShell();
  return (
    <main id="main">
      <section className="mx-auto max-w-5xl px-4 py-24 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
          AI-augmented software development
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-fg">
          We help startups, enterprises and government agencies ship better software, faster.
        </p>
        <ul className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-5">
          {HEADLINE_CLAIMS.map((c) => (
            <li key={c.label} className="rounded-xl border border-border bg-card p-4">
              <p className="text-2xl font-bold text-primary">{c.value}</p>
              <p className="mt-1 text-sm text-muted-fg">{c.label}</p>
            </li>
          ))}
        </ul>
        <a href="#madlib-section" className={buttonClass({ size: "lg" }, "mt-10")}>
          Let's Talk
        </a>
      </section>
      <section
        id="madlib-section"
        aria-labelledby="contact-heading"
        className="scroll-mt-20 border-t border-border bg-muted"
      >
        <div className="mx-auto max-w-5xl px-4 py-20">
          <h2 id="contact-heading" className="text-3xl font-bold">
            Talk to us
          </h2>
          <p className="mt-3 text-muted-fg">
            Tell us about your project. We answer every message within one business day.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="flex h-full items-center gap-3 rounded-xl border border-border bg-card p-5 hover:border-primary"
              >
                <Mail aria-hidden="true" className="h-5 w-5 text-primary" /> {site.email}
              </a>
            </li>
            <li>
              <a
                href={telHref(site.phone)}
                className="flex h-full items-center gap-3 rounded-xl border border-border bg-card p-5 hover:border-primary"
              >
                <Phone aria-hidden="true" className="h-5 w-5 text-primary" /> {site.phone}
              </a>
            </li>
            <li className="flex items-center gap-3 rounded-xl border border-border bg-card p-5">
              <MapPin aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" /> {site.streetAddress}
            </li>
          </ul>
        </div>
      </section>
    </main>
  );
}
