import { Link } from "react-router";
import { useOptionalShell } from "#src/features/site/index.ts";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { TerminalApplication } from "../components/terminal-application.tsx";
import { APPLY_PAGE } from "../content/apply.ts";
import type { Route } from "./+types/apply";

// No router in the browser (decision 051): the application terminal is an island.
export const handle = withIslands("terminal-application");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Apply for Funding | Unstuck Ventures",
    description:
      "Apply to Unstuck Ventures in two minutes: tell us who you are and what you are building. All submissions are reviewed within 48-72 hours.",
    path: "/ventures/apply",
  });
}

export default function VenturesApplyPage() {
  const shell = useOptionalShell();
  const email = shell?.site.email;
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-8 px-4 py-16 sm:py-20">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{APPLY_PAGE.title}</h1>
        <p className="mt-4 text-lg text-muted-fg">{APPLY_PAGE.lead}</p>
      </header>
      <Island name="terminal-application" component={TerminalApplication} props={{}} />
      <div className="grid gap-2 text-center text-sm text-muted-fg">
        <p className="font-medium text-fg">{APPLY_PAGE.reviewNote}</p>
        {email ? (
          <p>
            {APPLY_PAGE.supportPrefix}{" "}
            <a href={`mailto:${email}`} className="font-medium text-primary underline underline-offset-4">
              {email}
            </a>
          </p>
        ) : null}
        <p>
          {APPLY_PAGE.pitchPrompt}{" "}
          <Link to={APPLY_PAGE.pitchHref} className="font-medium text-primary underline underline-offset-4">
            {APPLY_PAGE.pitchLinkLabel}
          </Link>
        </p>
      </div>
    </main>
  );
}
