import { BookOpen, CheckCircle2, Clock, Download, FileQuestion } from "lucide-react";
import { data, useNavigation } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Button } from "#src/ui/button.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { BackButton } from "../components/back-button.tsx";
import { TypeBadge } from "../components/type-badge.tsx";
import { type GuideDto, isValidGuideSlug, GUIDE_MESSAGES as M } from "../guides.contract.ts";
import { guideFileName } from "../lib/guide-rules.ts";
import { getGuide } from "../server/index.ts";
import type { Route } from "./+types/guide";

type GuideState = { state: "found"; guide: GuideDto } | { state: "not-found" } | { state: "error" };

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

function saveGuide(guide: GuideDto) {
  try {
    const { readingMinutes, ...rest } = guide;
    const json = JSON.stringify({ ...rest, readingMinutes }, null, 2);
    const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = guideFileName(guide.title);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast.success(M.downloaded, { description: M.downloadedText });
  } catch {
    toast.error(M.downloadFailed);
  }
}

function NotFound({ error }: { error?: boolean }) {
  return (
    <main id="main" className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <FileQuestion aria-hidden="true" className="h-12 w-12 text-muted-fg" />
      <h1 className="text-3xl font-bold">{error ? M.loadFailed : M.notFound}</h1>
      <p className="text-muted-fg">{error ? M.loadFailedText : M.notFoundText}</p>
      <BackButton label="Go Back" />
    </main>
  );
}

/**
 * /guide/{slug}: a spinner while loading, then the guide (title, type, Save Guide, sections or chapters)
 * or "Guide not found" with Go Back.
 */
export default function GuidePage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/guide/");
  if (loading) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center" aria-busy="true">
        <Spinner className="h-8 w-8 text-primary" label="Loading guide" />
      </main>
    );
  }
  if (loaderData.state !== "found") return <NotFound error={loaderData.state === "error"} />;
  const { guide } = loaderData;
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-10 px-4 py-12 sm:px-6 sm:py-16">
      <div>
        <BackButton label="Back" />
      </div>
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <TypeBadge type={guide.type} />
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-fg">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {guide.readingMinutes} min read
          </span>
        </div>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{guide.title}</h1>
        <div>
          <Button onClick={() => saveGuide(guide)}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Save Guide
          </Button>
        </div>
      </header>

      <section aria-labelledby="about-guide" className="rounded-2xl border border-border bg-card p-6">
        <h2 id="about-guide" className="flex items-center gap-2 text-lg font-semibold">
          <BookOpen aria-hidden="true" className="h-5 w-5 text-primary" />
          About this Guide
        </h2>
        <p className="mt-3 leading-7 text-muted-fg">{guide.content}</p>
      </section>

      {guide.sections?.map((section) => (
        <section key={section.title} className="grid gap-4">
          <h2 className="text-2xl font-bold">{section.title}</h2>
          <ul className="grid gap-3">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3 leading-7">
                <CheckCircle2 aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}

      {guide.chapters?.map((chapter) => (
        <section key={chapter.title} className="grid gap-5">
          <h2 className="text-2xl font-bold">{chapter.title}</h2>
          {chapter.sections.map((s) => (
            <div key={s.title}>
              <h3 className="text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 leading-7 text-muted-fg">{s.content}</p>
            </div>
          ))}
        </section>
      ))}

      <div>
        <BackButton label="Back" />
      </div>
    </main>
  );
}
