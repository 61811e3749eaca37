import { useSearchParams } from "react-router";
import { companyNameFrom, staffMeta } from "#src/lib/page-meta.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { CanvasFrame } from "../components/canvas-frame.tsx";
import { GateCard } from "../components/gate-card.tsx";
import { ProjectEntry } from "../components/project-entry.tsx";
import { FLARE_MESSAGES as M } from "../lib/messages.ts";
import { flareCallerForRequest } from "../server/gate.ts";
import type { Route } from "./+types/canvas-entry";

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(`FLARE Canvas | ${companyNameFrom(matches)}`);
}

/** What this page shows depends on the canvas cookie: never kept by a cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { unlocked: (await flareCallerForRequest(request, context)) !== null };
}

export function ErrorBoundary() {
  return (
    <CanvasFrame>
      <RouteErrorState message={M.canvasFailed} />
    </CanvasFrame>
  );
}

/** /flare/canvas: the password gate, then project entry (create, or open by access code). */
export default function CanvasEntryPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <CanvasFrame>
      {loaderData.unlocked ? (
        <>
          <div className="text-center">
            <h1 className="text-3xl font-extrabold tracking-tight">Your FLARE project</h1>
            <p className="mt-2 text-muted-fg">Start a new project or open one with its access code.</p>
          </div>
          <ProjectEntry focusAccess={params.has("continue")} planId={params.get("plan")} />
        </>
      ) : (
        <GateCard />
      )}
    </CanvasFrame>
  );
}
