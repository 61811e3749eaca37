import { companyNameFrom, staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { CanvasFrame } from "../components/canvas-frame.tsx";
import { StaffTools } from "../components/delivery/staff-tools.tsx";
import { DesignWorkspace } from "../components/design-workspace.tsx";
import { FLARE_MESSAGES as M } from "../flare.contract.ts";
import { liveStateBase64 } from "../server/collab-store.ts";
import { canvasDesignOf, getDesign } from "../server/designs.service.ts";
import { presenceOf } from "../server/presence.ts";
import type { Route } from "./+types/staff-canvas";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffMeta(`${loaderData?.design.title ?? "FLARE Canvas"} | ${companyNameFrom(matches)}`);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  const { db } = getRequestState(context).services;
  const caller = { kind: "staff", actor } as const;
  const design = await pageData(() => getDesign(db, caller, params.designId));
  const live = { state: await liveStateBase64(db, design.id), me: presenceOf(caller) };
  return { design: canvasDesignOf(design), live };
}

const BACK = { href: "/employee/flare-canvas", label: "All designs" };

export function ErrorBoundary() {
  return (
    <CanvasFrame back={BACK}>
      <RouteErrorState message={M.loadFailed} back={{ to: BACK.href, label: BACK.label }} />
    </CanvasFrame>
  );
}

/** /employee/flare-canvas/:designId: the canvas for signed-in employees, without the password gate. */
export default function StaffCanvasPage({ loaderData }: Route.ComponentProps) {
  return (
    <DesignWorkspace
      design={loaderData.design}
      live={loaderData.live}
      backHref={BACK.href}
      backLabel={BACK.label}
      staffTools={<StaffTools designId={loaderData.design.id} />}
    />
  );
}
