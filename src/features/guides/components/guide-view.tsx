import { BookOpen, CheckCircle2, Clock, Download, FileQuestion } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#src/ui/button-base.tsx";
import { Toaster, toast } from "#src/ui/toaster.tsx";
import type { GuideDto } from "../guides.contract.ts";
import { guideFileName, GUIDE_MESSAGES as M } from "../lib/guide-rules.ts";
import { BackButton } from "./back-button.tsx";
import { TypeBadge } from "./type-badge.tsx";

export type GuideState = { state: "found"; guide: GuideDto } | { state: "not-found" } | { state: "error" };

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
 * A guide page's content, an island (guide-view.island.tsx, decision 051): the guide or "Guide not
 * found" with Go Back. The toaster for Save Guide's message is the island's own (sonner loads only
 * when it mounts, after the page is hydrated).
 */
export function GuideView({ data: loaderData }: { data: GuideState }) {
  if (loaderData.state !== "found") return <NotFound error={loaderData.state === "error"} />;
  const { guide } = loaderData;
  return (
    <>
      <GuideToaster />
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
    </>
  );
}

/** The page's toaster in the island, themed as the page is when it mounts. */
function GuideToaster() {
  const [theme, setTheme] = useState<"dark" | "light" | null>(null);
  useEffect(() => {
    setTheme(document.documentElement.classList.contains("dark") ? "dark" : "light");
  }, []);
  return theme ? <Toaster theme={theme} /> : null;
}
