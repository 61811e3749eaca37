import { pageMeta } from "#src/lib/page-meta.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { PitchForm } from "../components/pitch-form.tsx";
import { PITCH_PAGE } from "../content/pitch.ts";
import type { Route } from "./+types/pitch";

// No router in the browser (decision 051): the two-step form is an island.
export const handle = withIslands("pitch-form");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Submit Your Pitch | Unstuck Ventures",
    description:
      "Pitch Unstuck Ventures in two short steps: your company, then your problem, solution and deck. A partner reads every submission.",
    path: "/ventures/pitch",
  });
}

export default function VenturesPitchPage() {
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-8 px-4 py-16 sm:py-20">
      <header className="text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{PITCH_PAGE.eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{PITCH_PAGE.title}</h1>
        <p className="mt-4 text-lg text-muted-fg">{PITCH_PAGE.lead}</p>
      </header>
      <Island name="pitch-form" component={PitchForm} props={{}} />
    </main>
  );
}
