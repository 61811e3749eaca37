import { Link } from "react-router";
import { companyNameFrom, staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { CanvasFrame } from "../components/canvas-frame.tsx";
import { DesignWorkspace } from "../components/design-workspace.tsx";
import { GateCard } from "../components/gate-card.tsx";
import { FLARE_MESSAGES as M } from "../flare.contract.ts";
import { liveStateBase64 } from "../server/collab-store.ts";
import { canvasDesignOf, findHeldDesign } from "../server/designs.service.ts";
import { flareCallerForRequest } from "../server/gate.ts";
import { presenceOf } from "../server/presence.ts";
import type { Route } from "./+types/canvas-design";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData?.state === "ready" ? loaderData.design.title : "FLARE Canvas";
  return staffMeta(`${title} | ${companyNameFrom(matches)}`);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const caller = await flareCallerForRequest(request, context);
  if (!caller) return { state: "locked" as const };
  const design = await pageData(() => findHeldDesign(db, caller, params.designId));
  if (!design) return { state: "not-held" as const };
  const live = { state: await liveStateBase64(db, design.id), me: presenceOf(caller) };
  return { state: "ready" as const, design: canvasDesignOf(design), live };
}

export function ErrorBoundary() {
  return (
    <CanvasFrame>
      <RouteErrorState message={M.loadFailed} />
    </CanvasFrame>
  );
}

/** /flare/canvas/design/:designId: the gate, then the project's welcome screen or canvas. */
export default function CanvasDesignPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "ready") {
    return (
      <DesignWorkspace
        design={loaderData.design}
        live={loaderData.live}
        backHref="/flare/canvas"
        backLabel="Projects"
      />
    );
  }
  return (
    <CanvasFrame>
      {loaderData.state === "locked" ? (
        <GateCard />
      ) : (
        <Card className="mx-auto max-w-md text-center">
          <h1 className="text-xl font-semibold">{M.loadFailed}</h1>
          <p className="mt-2 text-sm text-muted-fg">{M.notHolder}</p>
          <Link to="/flare/canvas?continue=1" className={buttonClass({}, "mt-4")}>
            Enter an access code
          </Link>
        </Card>
      )}
    </CanvasFrame>
  );
}
