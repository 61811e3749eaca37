import { lazy, Suspense } from "react";
import { telHref } from "#src/lib/tel.ts";
import { IslandToaster } from "#src/ui/island-toaster.tsx";
import { CONTACT_SECTION } from "../../content/home.ts";

// The form (react-hook-form, zod) is not part of the home page's first-load JavaScript: it is
// server-rendered as usual and hydrates when its chunk arrives, right after the page's own.
const MadlibForm = lazy(() => import("../madlib/madlib-form.tsx").then((m) => ({ default: m.MadlibForm })));

/**
 * Home band 11: the contact form (anchor madlib-section, linked as /#madlib-section). An island of
 * the home page (contact-section.island.tsx, decision 051): the site's address and phone come as
 * props, and the form's toasts go to this island's own toaster.
 */
export function ContactSection({ site }: { site: { email: string; phone: string } }) {
  return (
    <section
      id="madlib-section"
      aria-labelledby="madlib-section-heading"
      data-home-section="madlib-section"
      className="relative flex min-h-[calc(100svh-4rem)] scroll-mt-16 flex-col justify-center py-20"
    >
      <IslandToaster />
      <div className="mx-auto w-full max-w-4xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">
          {CONTACT_SECTION.eyebrow}
        </p>
        <h2
          id="madlib-section-heading"
          className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {CONTACT_SECTION.heading}
        </h2>
        <p className="mt-5 max-w-3xl text-lg text-muted-fg">{CONTACT_SECTION.intro}</p>
        <div className="mt-10">
          <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
            <MadlibForm />
          </Suspense>
        </div>
        <p className="mt-8 text-sm text-muted-fg">
          {CONTACT_SECTION.direct}{" "}
          <a
            href={`mailto:${site.email}`}
            className="font-medium text-fg underline underline-offset-4 hover:text-primary"
          >
            {site.email}
          </a>{" "}
          ·{" "}
          <a
            href={telHref(site.phone)}
            className="font-medium text-fg underline underline-offset-4 hover:text-primary"
          >
            {site.phone}
          </a>
        </p>
      </div>
    </section>
  );
}
