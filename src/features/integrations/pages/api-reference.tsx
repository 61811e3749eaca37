import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { INTEGRATIONS_MESSAGES as M, OPENAPI_PATH } from "../integrations.contract.ts";
import type { Route } from "./+types/api-reference";

const ApiReferenceViewer = lazy(() => import("../components/api-reference-viewer.tsx"));

export const handle = { title: "API reference" };
export const meta = () => staffMeta("API reference", "Command Center");

/** Settings · Integrations · API reference: the generated OpenAPI document, for admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePageRole(request, context, "admin");
  return null;
}

export function ErrorBoundary() {
  return <RouteErrorState message={M.referenceLoadFailed} />;
}

export default function ApiReference() {
  const hydrated = useHydrated();
  const loading = (
    <p className="flex items-center gap-2 text-muted-fg">
      <Spinner /> {M.referenceLoading}
    </p>
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-fg">
        {M.referenceIntro}{" "}
        <a className="underline" href={OPENAPI_PATH}>
          {OPENAPI_PATH}
        </a>
        .{" "}
        <Link className="underline" to="/command-center/settings/integrations">
          {M.backToIntegrations}
        </Link>
      </p>
      <div className="rounded-lg border border-border bg-white text-black">
        {hydrated ? (
          <Suspense fallback={loading}>
            <ApiReferenceViewer url={OPENAPI_PATH} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </div>
  );
}
