import { ArrowRight, CalendarDays, Clock } from "lucide-react";
import { data, Link } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { TypeBadge } from "../components/type-badge.tsx";
import type { GuideSummaryDto } from "../guides.contract.ts";
import { GUIDE_MESSAGES as M } from "../lib/guide-rules.ts";
import { listGuides } from "../server/index.ts";
import type { Route } from "./+types/resources";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  try {
    return { guides: await listGuides(services.db), failed: false };
  } catch (err) {
    services.logger.error({ err }, "guides could not be listed");
    return data({ guides: [] as GuideSummaryDto[], failed: true }, { status: 503 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Resources and Guides",
    description:
      "Free checklists and playbooks from our delivery teams: MVP launch, FedRAMP readiness, legacy modernization and AI feature due diligence.",
    path: "/resources",
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

/** /resources: the guides, as cards linking to /guide/{slug}. */
export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Resources and Guides</h1>
        <p className="mt-4 text-lg text-muted-fg">
          Practical checklists and playbooks we use with our clients. Read them here or save them for offline
          use.
        </p>
      </header>
      {loaderData.failed ? (
        <div role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-6">
          <p className="font-semibold">{M.loadFailed}</p>
          <p className="mt-1 text-muted-fg">{M.loadFailedText}</p>
          <a href="/resources" className="mt-3 inline-block font-medium text-primary underline">
            Try again
          </a>
        </div>
      ) : (
        <ul className="grid gap-6 md:grid-cols-2">
          {loaderData.guides.map((g) => (
            <li key={g.slug}>
              <Link
                to={`/guide/${g.slug}`}
                className="group flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-6 transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
              >
                <div className="flex items-center justify-between gap-3">
                  <TypeBadge type={g.type} />
                  <span className="inline-flex items-center gap-1 text-sm text-muted-fg">
                    <Clock aria-hidden="true" className="h-4 w-4" />
                    {g.readingMinutes} min read
                  </span>
                </div>
                <h2 className="text-xl font-semibold">{g.title}</h2>
                <p className="flex-1 text-muted-fg">{g.summary}</p>
                <span className="inline-flex items-center gap-1 font-medium text-primary">
                  Read the guide
                  <ArrowRight
                    aria-hidden="true"
                    className="h-4 w-4 transition-transform group-hover:translate-x-1"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <aside className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Prefer to learn in person?</h2>
          <p className="text-muted-fg">Join a free 100 Meetups evening with founders and engineers.</p>
        </div>
        <Link to="/workshops" className="inline-flex items-center gap-2 font-medium text-primary underline">
          <CalendarDays aria-hidden="true" className="h-4 w-4" />
          See upcoming workshops
        </Link>
      </aside>
    </main>
  );
}
