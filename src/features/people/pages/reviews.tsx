import { Star } from "lucide-react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { ReviewCard } from "../components/reviews/review-card.tsx";
import { WriteReviewDialog } from "../components/reviews/write-review-dialog.tsx";
import { reviewsPage } from "../server/reviews.service.ts";
import type { Route } from "./+types/reviews";

export function meta() {
  return staffMeta("Performance Reviews | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(() => reviewsPage(db, actor));
}

export function ErrorBoundary() {
  return <PortalError title="Performance Reviews" message="Failed to load performance reviews" />;
}

/** Performance reviews: one's own, and for a manager or administrator those they can write. */
export default function Reviews({ loaderData: d }: Route.ComponentProps) {
  return (
    <PortalPage
      title="Performance Reviews"
      description="Your dashboard's rating is the average of your reviews."
      actions={d.reviewable.length ? <WriteReviewDialog people={d.reviewable} /> : null}
    >
      <section aria-labelledby="my-reviews" className="grid gap-3">
        <h2 id="my-reviews" className="text-lg font-semibold">
          My reviews
        </h2>
        {d.mine.length ? (
          <ul className="grid gap-3">
            {d.mine.map((r) => (
              <li key={r.id}>
                <ReviewCard r={r} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            headingLevel={3}
            icon={Star}
            title="No reviews yet"
            description="Your manager's reviews of your work appear here."
          />
        )}
      </section>
      {d.reviewable.length ? (
        <section aria-labelledby="team-reviews" className="grid gap-3">
          <h2 id="team-reviews" className="text-lg font-semibold">
            Reviews of my team ({d.written.length})
          </h2>
          {d.written.length ? (
            <ul className="grid gap-3">
              {d.written.map((r) => (
                <li key={r.id}>
                  <ReviewCard r={r} who />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-fg">Nobody on your team has a review yet.</p>
          )}
        </section>
      ) : null}
    </PortalPage>
  );
}
