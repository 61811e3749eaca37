import { pageMeta } from "#src/lib/page-meta.ts";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { PRIVACY_PAGE as P } from "../content/privacy.ts";
import type { Route } from "./+types/privacy";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: P.title, description: P.description, path: "/privacy" });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

/** /privacy: what the tracker records, what a capture links to it and why, and how to refuse. */
export default function PrivacyPage() {
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-8 px-4 py-16 sm:px-6">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{P.title}</h1>
        <p className="mt-4 text-lg text-muted-fg">{P.intro}</p>
      </header>
      {P.sections.map((s) => (
        <section key={s.heading} className="grid gap-3">
          <h2 className="text-2xl font-bold">{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="leading-relaxed">
              {p}
            </p>
          ))}
        </section>
      ))}
    </main>
  );
}
