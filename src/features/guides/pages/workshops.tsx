import { MapPin, Tag } from "lucide-react";
import { data, Link } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import type { MeetupDto } from "../guides.contract.ts";
import { formatEventTime } from "../lib/event-time.ts";
import { GUIDE_MESSAGES as M } from "../lib/guide-rules.ts";
import { listUpcomingMeetups } from "../server/index.ts";
import type { Route } from "./+types/workshops";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  try {
    return { events: await listUpcomingMeetups(services.db), failed: false };
  } catch (err) {
    services.logger.error({ err }, "meetup events could not be listed");
    return data({ events: [] as MeetupDto[], failed: true }, { status: 503 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Workshops and 100 Meetups",
    description:
      "Upcoming 100 Meetups evenings and workshops: free, in person and online, for founders, engineers and product teams.",
    path: "/workshops",
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

/** /workshops: upcoming 100 Meetups events. */
export default function WorkshopsPage({ loaderData }: Route.ComponentProps) {
  const { events, failed } = loaderData;
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6">
      <header className="max-w-3xl">
        <p className="font-semibold uppercase tracking-wide text-primary">100 Meetups</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">Upcoming Workshops</h1>
        <p className="mt-4 text-lg text-muted-fg">
          Free evenings where founders show what they are building and get straight answers from engineers and
          designers. Everyone with an idea is welcome.
        </p>
      </header>
      {failed ? (
        <div role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-6">
          <p className="font-semibold">{M.loadFailed}</p>
          <p className="mt-1 text-muted-fg">{M.loadFailedText}</p>
          <a href="/workshops" className="mt-3 inline-block font-medium text-primary underline">
            Try again
          </a>
        </div>
      ) : events.length === 0 ? (
        <p className="rounded-xl border border-border bg-card p-6 text-muted-fg">
          No events are scheduled right now. New dates are announced every month; meanwhile, browse our{" "}
          <Link to="/resources" className="font-medium text-fg underline">
            guides
          </Link>
          .
        </p>
      ) : (
        <ol className="grid gap-5" aria-label="Upcoming events">
          {events.map((e) => {
            const t = formatEventTime(e.startsAt, e.city, e.durationMinutes);
            return (
              <li
                key={e.slug}
                className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 sm:flex-row"
              >
                <div
                  aria-hidden="true"
                  className="flex h-20 w-20 shrink-0 flex-col items-center justify-center rounded-xl bg-muted"
                >
                  <span className="text-sm font-semibold uppercase text-muted-fg">{t.month}</span>
                  <span className="text-3xl font-bold">{t.day}</span>
                </div>
                <div className="grid gap-2">
                  <h2 className="text-xl font-semibold">{e.title}</h2>
                  <p className="text-sm font-medium">
                    <time dateTime={e.startsAt}>
                      {t.date} · {t.time}
                    </time>
                  </p>
                  <p className="flex items-start gap-1.5 text-sm text-muted-fg">
                    <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                    <span>
                      {e.city} — {e.venue}
                    </span>
                  </p>
                  <p className="text-muted-fg">{e.description}</p>
                  <ul className="flex flex-wrap gap-2" aria-label="Topics">
                    {e.topics.map((topic) => (
                      <li
                        key={topic}
                        className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-0.5 text-xs"
                      >
                        <Tag aria-hidden="true" className="h-3 w-3" />
                        {topic}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
