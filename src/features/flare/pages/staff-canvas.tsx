import { data } from "react-router";
import { companyNameFrom, staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { DesignWorkspace } from "../components/design-workspace.tsx";
import { getDesign } from "../server/designs.service.ts";
import type { Route } from "./+types/staff-canvas";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return staffMeta(`${loaderData?.design.title ?? "FLARE Canvas"} | ${companyNameFrom(matches)}`);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  try {
    return {
      design: await getDesign(
        getRequestState(context).services.db,
        { kind: "staff", actor },
        params.designId,
      ),
    };
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw data("No such design", { status: 404 });
    throw err;
  }
}

/** /employee/flare-canvas/:designId: the canvas for signed-in employees, without the password gate. */
export default function StaffCanvasPage({ loaderData }: Route.ComponentProps) {
  return (
    <DesignWorkspace design={loaderData.design} backHref="/employee/flare-canvas" backLabel="All designs" />
  );
}
