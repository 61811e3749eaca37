import { BookOpen } from "lucide-react";
import { useState } from "react";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Card } from "#src/ui/card.tsx";
import { cn } from "#src/ui/cn.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { PM } from "../people.contract.ts";
import { handbook } from "../server/self-service.service.ts";
import type { Route } from "./+types/handbook";

export function meta() {
  return staffMeta("Employee Handbook | Employee Portal");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(async () => ({ sections: await handbook(db, actor) }));
}

export function ErrorBoundary() {
  return <PortalError title="Employee Handbook" message={PM.handbookLoadFailed} />;
}

/** Paragraphs separated by blank lines; lines starting with "- " are list items. */
function Content({ text }: { text: string }) {
  return (
    <div className="grid gap-3 text-sm leading-relaxed">
      {text.split(/\n\s*\n/).map((block, i) => {
        const lines = block.split("\n");
        const intro = lines.filter((l) => !l.startsWith("- "));
        const items = lines.filter((l) => l.startsWith("- ")).map((l) => l.slice(2));
        return (
          <div key={i} className="grid gap-2">
            {intro.length ? <p>{intro.join(" ")}</p> : null}
            {items.length ? (
              <ul className="grid list-disc gap-1 pl-5">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The Employee Handbook with its category filters: All, then each category. */
export default function Handbook({ loaderData: d }: Route.ComponentProps) {
  const categories = [...new Set(d.sections.map((s) => s.category))];
  const [category, setCategory] = useState<string | null>(null);
  const shown = category ? d.sections.filter((s) => s.category === category) : d.sections;
  const chip = (active: boolean) =>
    cn(
      "rounded-full border px-3 py-1.5 text-sm font-medium",
      active ? "border-primary bg-primary text-primary-fg" : "border-border hover:bg-muted",
    );
  return (
    <PortalPage
      title="Employee Handbook"
      description="How we work together: policies, time off, benefits and security."
    >
      {d.sections.length ? (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter by category</legend>
            <button
              type="button"
              aria-pressed={category === null}
              className={chip(category === null)}
              onClick={() => setCategory(null)}
            >
              All
            </button>
            {categories.map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                className={chip(category === c)}
                onClick={() => setCategory(c)}
              >
                {c}
              </button>
            ))}
          </fieldset>
          <div className="grid gap-4">
            {shown.map((s) => (
              <Card key={s.id} className="grid gap-3">
                <article className="grid gap-3" aria-labelledby={`section-${s.id}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h2 id={`section-${s.id}`} className="text-xl font-semibold">
                      {s.title}
                    </h2>
                    <Badge>{s.category}</Badge>
                  </div>
                  <Content text={s.content} />
                </article>
              </Card>
            ))}
          </div>
        </>
      ) : (
        <EmptyState
          icon={BookOpen}
          title="The handbook is empty"
          description="Sections appear here once they are written."
        />
      )}
    </PortalPage>
  );
}
