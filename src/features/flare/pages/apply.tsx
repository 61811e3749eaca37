import { Link } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { ApplyForm } from "../components/apply-form.tsx";
import { FLARE_APPLY, FLARE_HERO } from "../content/landing.ts";
import type { Route } from "./+types/apply";

// No router in the browser (decision 051): the application form is an island.
export const handle = withIslands("apply-form");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Apply for FLARE",
    description:
      "Apply for the invite-only FLARE program: a functional MVP in one week with production-ready code you own. We reply within two business days.",
    path: "/flare/apply",
  });
}

/** /flare/apply: the application for the invite-only FLARE program (stored as a lead). */
export default function FlareApplyPage() {
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-8 px-4 py-16 sm:py-20">
      <header>
        <p className="text-sm font-bold uppercase tracking-wider text-primary">{FLARE_HERO.eyebrow}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{FLARE_APPLY.title}</h1>
        <p className="mt-4 text-lg text-muted-fg">{FLARE_APPLY.lead}</p>
      </header>
      <Island name="apply-form" component={ApplyForm} props={{}} />
      <p className="text-sm text-muted-fg">
        {FLARE_APPLY.canvasPrompt}{" "}
        <Link to={FLARE_HERO.canvasHref} className="font-medium text-primary underline underline-offset-4">
          {FLARE_APPLY.canvasLinkLabel}
        </Link>
      </p>
    </main>
  );
}
