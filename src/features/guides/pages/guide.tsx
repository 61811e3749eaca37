import { data } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { type GuideState, GuideView } from "../components/guide-view.tsx";
import { isValidGuideSlug, GUIDE_MESSAGES as M } from "../lib/guide-rules.ts";
import { getGuide } from "../server/index.ts";
import type { Route } from "./+types/guide";

// No router in the browser (decision 051): the page (Back, Save Guide and its toast) is one island.
export const handle = withIslands("guide-view");

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  if (!isValidGuideSlug(slug)) return data<GuideState>({ state: "not-found" }, { status: 404 });
  const { services } = getRequestState(context);
  try {
    const guide = await getGuide(services.db, slug);
    if (!guide) return data<GuideState>({ state: "not-found" }, { status: 404 });
    return data<GuideState>({ state: "found", guide });
  } catch (err) {
    services.logger.error({ err, slug }, "guide could not be loaded");
    return data<GuideState>({ state: "error" }, { status: 500 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.state !== "found") {
    return [
      { title: loaderData?.state === "error" ? M.loadFailed : M.notFound },
      { name: "robots", content: "noindex" },
    ];
  }
  const { guide } = loaderData;
  return pageMeta(matches, {
    title: guide.title,
    description: guide.content.length > 160 ? `${guide.content.slice(0, 157).trimEnd()}…` : guide.content,
    path: `/guide/${guide.slug}`,
    type: "article",
  });
}

/**
 * /guide/{slug}: the guide (title, type, Save Guide, sections or chapters) or "Guide not found"
 * with Go Back. Links to guides are full page loads (static pages), so there is no loading state.
 */
export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return <Island name="guide-view" component={GuideView} props={{ data: loaderData }} />;
}
