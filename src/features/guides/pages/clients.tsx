import { AlertTriangle } from "lucide-react";
import { data } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import type { ClientDto } from "../guides.contract.ts";
import { GUIDE_MESSAGES as M } from "../lib/guide-rules.ts";
import { listClients } from "../server/index.ts";
import type { Route } from "./+types/clients";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  try {
    return { clients: await listClients(services.db), failed: false };
  } catch (err) {
    services.logger.error({ err }, "client showcase could not be loaded");
    return data({ clients: [] as ClientDto[], failed: true }, { status: 503 });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Our Trusted Partners",
    description:
      "The startups, enterprises, agencies and non-profits we build software with, from logistics and healthcare to government and energy.",
    path: "/clients",
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

/** /clients: the client showcase, a card grid ordered by name. */
export default function ClientsPage({ loaderData }: Route.ComponentProps) {
  const { clients, failed } = loaderData;
  return (
    <main id="main" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Our Trusted Partners</h1>
        <p className="mt-4 text-lg text-muted-fg">
          Organisations of every size that trust us with their products, platforms and public services.
        </p>
      </header>
      {failed ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-danger/50 bg-danger/10 p-6">
          <AlertTriangle aria-hidden="true" className="h-6 w-6 shrink-0 text-danger" />
          <div>
            <p className="font-semibold">{M.clientsFailed}</p>
            <p className="mt-1 text-muted-fg">{M.loadFailedText}</p>
            <a href="/clients" className="mt-3 inline-block font-medium text-primary underline">
              Try again
            </a>
          </div>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {clients.map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-4 rounded-2xl border border-border border-t-4 bg-card p-6"
              style={{ borderTopColor: c.highlightColor }}
            >
              <div className="flex items-center gap-4">
                <img
                  src={c.logoUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-xl"
                  loading="lazy"
                />
                <div>
                  <h2 className="text-lg font-semibold">{c.name}</h2>
                  <p className="text-sm text-muted-fg">
                    {c.industry}
                    {c.yearStarted ? ` · Partner since ${c.yearStarted}` : ""}
                  </p>
                </div>
              </div>
              {c.description ? <p className="text-muted-fg">{c.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
