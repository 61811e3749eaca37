import { Link, useSearchParams } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "#src/platform/db/db.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ImportCheckCard } from "../components/import-check-card.tsx";
import { ImportList } from "../components/import-list.tsx";
import { ImportProgressCard } from "../components/import-progress-card.tsx";
import { ImportReview } from "../components/import-review.tsx";
import { ImportUploadCard } from "../components/import-upload-card.tsx";
import { ImportWizard } from "../components/import-wizard.tsx";
import { IMPORT_UI, importReviewQuerySchema } from "../import.contract.ts";
import { INTEGRATIONS_MESSAGES } from "../integrations.contract.ts";
import { getImport, listImports, reviewRows } from "../server/index.ts";
import type { Route } from "./+types/settings-import";

export const handle = { title: "Import" };
export const meta = () => staffMeta("Import contacts and companies", "Command Center");

/** Settings · Integrations · Import: CSV import of contacts and companies, for staff who work the CRM. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const params = new URL(request.url).searchParams;
  const id = params.get("import");
  const [imports, current] = await pageData(() =>
    Promise.all([listImports(db, actor), isUuid(id) ? getImport(db, actor, id).catch(() => null) : null]),
  );
  const review =
    current?.status === "checked" ? await pageData(() => reviewPage(db, actor, current.id, params)) : null;
  return { imports, current, review };
}

/** The review page the URL asks for; a page or filter that no longer fits shows the first page. */
async function reviewPage(db: Db, actor: Actor, id: string, params: URLSearchParams) {
  // An empty field of the filter form ("All reasons") means no filter.
  const given = Object.fromEntries([...params].filter(([, v]) => v !== ""));
  const parsed = importReviewQuerySchema.safeParse(given);
  const query = parsed.success ? parsed.data : { finding: "duplicate" as const, page: 1 };
  try {
    return await reviewRows(db, actor, id, query);
  } catch (err) {
    if (err instanceof HttpError && err.status === 400)
      return reviewRows(db, actor, id, { ...query, page: 1 });
    throw err;
  }
}

export function ErrorBoundary() {
  return <RouteErrorState message={IMPORT_UI.loadFailed} />;
}

export default function SettingsImport({ loaderData }: Route.ComponentProps) {
  const { imports, current, review } = loaderData;
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
      ) : current.status === "checking" ? (
        <ImportCheckCard key={current.id} imp={current} />
      ) : current.status === "checked" && review ? (
        <ImportReview key={current.id} imp={current} review={review} />
      ) : (
        <ImportProgressCard key={current.id} imp={current} onNew={() => open(null)} />
      )}
      <ImportList imports={imports} currentId={current?.id ?? null} onOpen={open} />
    </div>
  );
}
