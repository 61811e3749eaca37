import { Share2 } from "lucide-react";
import { Link } from "react-router";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import type { Route } from "./+types/marketing-social";

export const handle = { title: "Social" };
export const meta = () => staffMeta("Social", "Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const { social } = await pageData(() => getSiteSettings(db));
  return { channels: social };
}

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.social} />;
}

/**
 * Social: the agency's social channels as the public pages show them (the site settings), with a
 * plain statement of what is not here: this tab stays a placeholder, and no network is
 * connected, so no post or follower figure is shown (none would be real).
 */
export default function Social({ loaderData }: Route.ComponentProps) {
  const { channels } = loaderData;
  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-bold">Social channels</h2>
      {channels.length === 0 ? (
        <EmptyState
          icon={Share2}
          title="No social channels yet"
          description="Social links added in Settings (General) appear on the public pages and here."
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Social channels">
          {channels.map((c) => (
            <li key={c.url}>
              <Card className="grid h-full gap-1">
                <span className="font-semibold">{c.label}</span>
                <a href={c.url} target="_blank" rel="noreferrer" className="break-all text-sm underline">
                  {c.url}
                </a>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-fg">
        These are the links the site's footer shows; an admin edits them in{" "}
        <Link to="/command-center/settings" className="underline">
          Settings
        </Link>
        . Posting and post results are not connected to any network, so no reach or follower figures are shown
        here.
      </p>
    </div>
  );
}
