import { lazy, type ReactNode, Suspense, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { type CanvasDesignDto, type LiveCanvasDto, FLARE_MESSAGES as M } from "../flare.contract.ts";
import { CanvasFrame } from "./canvas-frame.tsx";
import { WelcomeScreen } from "./welcome-screen.tsx";

// React Flow and everything on the canvas load only here: never in a public page. In the browser
// the download starts as soon as this module runs, alongside hydration, not after it.
const loadCanvas = () => import("./canvas/canvas-app.tsx");
const canvasChunk = typeof window === "undefined" ? null : loadCanvas();
const CanvasApp = lazy(() => canvasChunk ?? loadCanvas());

function Loading() {
  return (
    <main id="main" className="grid h-dvh place-items-center">
      <p role="status" className="flex items-center gap-2 text-muted-fg">
        <Spinner label="Loading" /> {M.loading}
      </p>
    </main>
  );
}

/**
 * A project: the welcome screen until its client name and company are known, then the canvas.
 */
export function DesignWorkspace({
  design,
  live,
  backHref,
  backLabel,
  staffTools,
}: {
  design: CanvasDesignDto;
  live: LiveCanvasDto;
  backHref: string;
  backLabel: string;
  staffTools?: ReactNode;
}) {
  const hydrated = useHydrated();
  const [client, setClient] = useState({ name: design.clientName, company: design.clientCompany });
  if (!client.name || !client.company) {
    return (
      <CanvasFrame back={{ href: backHref, label: backLabel }}>
        <WelcomeScreen
          accessCode={design.accessCode}
          onContinue={async (clientName, clientCompany) => {
            await api(`/api/flare/designs/${design.id}/client`, {
              method: "PATCH",
              body: { clientName, clientCompany },
            });
            setClient({ name: clientName, company: clientCompany });
          }}
        />
      </CanvasFrame>
    );
  }
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <CanvasApp
        design={{ ...design, clientName: client.name, clientCompany: client.company }}
        live={live}
        backHref={backHref}
        backLabel={backLabel}
        staffTools={staffTools}
      />
    </Suspense>
  );
}
