import { Link, useSearchParams } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ImportList } from "../components/import-list.tsx";
import { ImportProgressCard } from "../components/import-progress-card.tsx";
import { ImportUploadCard } from "../components/import-upload-card.tsx";
import { ImportWizard } from "../components/import-wizard.tsx";
import { IMPORT_UI } from "../import.contract.ts";
import { INTEGRATIONS_MESSAGES } from "../integrations.contract.ts";
import { getImport, listImports } from "../server/index.ts";
import type { Route } from "./+types/settings-import";

export const handle = { title: "Import" };
export const meta = () => staffMeta("Import contacts and companies", "Command Center");

/** Settings · Integrations · Import: CSV import of contacts and companies, for staff who work the CRM. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const id = new URL(request.url).searchParams.get("import");
  const [imports, current] = await pageData(() =>
    Promise.all([listImports(db, actor), isUuid(id) ? getImport(db, actor, id).catch(() => null) : null]),
  );
  return { imports, current };
}

export function ErrorBoundary() {
  return <RouteErrorState message={IMPORT_UI.loadFailed} />;
}

export default function SettingsImport({ loaderData }: Route.ComponentProps) {
  const { imports, current } = loaderData;
  const [, setParams] = useSearchParams();
  const open = (id: string | null) => setParams(id ? { import: id } : {}, { preventScrollReset: true });
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link className="text-sm underline" to="/command-center/settings/integrations">
          {INTEGRATIONS_MESSAGES.backToIntegrations}
        </Link>
        <h2 className="font-semibold text-xl">{IMPORT_UI.title}</h2>
        <p className="text-muted-fg text-sm">{IMPORT_UI.intro}</p>
      </div>
      {current === null ? (
        <ImportUploadCard onUploaded={open} />
      ) : current.status === "uploaded" ? (
        <ImportWizard key={current.id} imp={current} onCancel={() => open(null)} />
      ) : (
        <ImportProgressCard key={current.id} imp={current} onNew={() => open(null)} />
      )}
      <ImportList imports={imports} currentId={current?.id ?? null} onOpen={open} />
    </div>
  );
}
