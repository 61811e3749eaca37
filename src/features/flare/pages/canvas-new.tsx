import { useNavigate } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { companyNameFrom, staffMeta } from "#src/lib/page-meta.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { CanvasFrame } from "../components/canvas-frame.tsx";
import { GateCard } from "../components/gate-card.tsx";
import { designPath, useReservedCode } from "../components/project-entry.tsx";
import { WelcomeScreen } from "../components/welcome-screen.tsx";
import type { CreatedProjectDto } from "../flare.contract.ts";
import { FLARE_MESSAGES as M } from "../lib/messages.ts";
import { flareCallerForRequest } from "../server/gate.ts";
import type { Route } from "./+types/canvas-new";

export function meta({ matches }: Route.MetaArgs) {
  return staffMeta(`New FLARE Canvas | ${companyNameFrom(matches)}`);
}

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

function NewCanvas() {
  const navigate = useNavigate();
  const { code } = useReservedCode();
  return (
    <WelcomeScreen
      accessCode={code}
      onContinue={async (clientName, clientCompany) => {
        const res = await api<CreatedProjectDto>("/api/flare/designs", {
          body: { title: `${clientCompany} project`, accessCode: code, clientName, clientCompany },
        });
        toast.success(res.message);
        await navigate(designPath(res.id));
      }}
    />
  );
}

/** /flare/canvas/new: a canvas without a saved project starts at the welcome screen. */
export default function CanvasNewPage({ loaderData }: Route.ComponentProps) {
  return <CanvasFrame>{loaderData.unlocked ? <NewCanvas /> : <GateCard />}</CanvasFrame>;
}
