import { ArrowDown, CalendarCheck } from "lucide-react";
import { pageMeta } from "#src/lib/page-meta.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { ConsultationLink } from "../components/services/consultation-link.tsx";
import { ServiceGallery } from "../components/services/service-gallery.tsx";
import { SERVICES_CLOSING, SERVICES_GALLERY, SERVICES_HERO } from "../content/services.ts";
import type { Route } from "./+types/services";

// No router in the browser (decision 051): the category chips are a small script.
export const handle = withIslands("service-filter");

const GALLERY_ID = "services-gallery";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Services",
    description:
      "AI-augmented software services: MVPs in four weeks, custom software, cloud migration, FedRAMP readiness, security and compliance for startups, enterprises and government.",
    path: "/services",
  });
}

export default function Services() {
  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,var(--primary),transparent_60%)] opacity-15"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:py-28">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">
            {SERVICES_HERO.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {SERVICES_HERO.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-fg">{SERVICES_HERO.lead}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ConsultationLink className={buttonClass({ size: "lg" }, "w-full sm:w-auto")}>
              <CalendarCheck aria-hidden="true" className="h-5 w-5" />
              {SERVICES_HERO.consultationLabel}
            </ConsultationLink>
            <a
              href={`#${GALLERY_ID}`}
              className={buttonClass({ variant: "outline", size: "lg" }, "w-full sm:w-auto")}
            >
              {SERVICES_HERO.exploreLabel}
              <ArrowDown aria-hidden="true" className="h-5 w-5" />
            </a>
          </div>
        </div>
      </section>

      <section id={GALLERY_ID} aria-labelledby="gallery-heading" className="scroll-mt-20">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <div className="max-w-2xl">
            <h2 id="gallery-heading" className="text-3xl font-bold tracking-tight">
              {SERVICES_GALLERY.title}
            </h2>
            <p className="mt-3 text-muted-fg">{SERVICES_GALLERY.lead}</p>
          </div>
          <Island name="service-filter" plain component={ServiceGallery} props={{}} />
        </div>
      </section>

      <section aria-labelledby="closing-heading" className="border-t border-border bg-muted">
        <div className="mx-auto max-w-3xl px-4 py-20 text-center">
          <h2 id="closing-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {SERVICES_CLOSING.title}
          </h2>
          <p className="mt-4 text-lg text-muted-fg">{SERVICES_CLOSING.text}</p>
          <ConsultationLink className={buttonClass({ size: "lg" }, "mt-8")}>
            <CalendarCheck aria-hidden="true" className="h-5 w-5" />
            {SERVICES_CLOSING.buttonLabel}
          </ConsultationLink>
        </div>
      </section>
    </main>
  );
}
