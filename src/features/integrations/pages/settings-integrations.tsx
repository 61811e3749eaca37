import { BookOpen } from "lucide-react";
import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ImportLinkCard } from "../components/import-link-card.tsx";
import { TokensCard } from "../components/tokens-card.tsx";
import { WebhooksCard } from "../components/webhooks-card.tsx";
import { INTEGRATIONS_MESSAGES as M, OPENAPI_PATH } from "../integrations.contract.ts";
import { listTokens, listWebhooks } from "../server/index.ts";
import type { Route } from "./+types/settings-integrations";

export const handle = { title: "Integrations" };
export const meta = () => staffMeta("Integrations", "Command Center");

/** Settings · Integrations: the public API's reference, tokens, webhooks and imports (admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const isAdmin = actor.roles.includes("admin");
  const { db } = getRequestState(context).services;
  const tokens = isAdmin ? await pageData(() => listTokens(db, actor)) : [];
  const webhooks = isAdmin ? await pageData(() => listWebhooks(db, actor)) : [];
  return { isAdmin, tokens, webhooks };
}

export function ErrorBoundary() {
  return <RouteErrorState message={M.pageLoadFailed} />;
}

export default function Integrations({ loaderData }: Route.ComponentProps) {
  if (!loaderData.isAdmin)
    return (
      <div className="space-y-6">
        <ImportLinkCard />
        <p className="text-muted-fg">{M.adminsOnly}</p>
      </div>
    );
  return (
    <div className="space-y-6">
      <Card className="space-y-2 p-4">
        <h2 className="flex items-center gap-2 font-semibold text-lg">
          <BookOpen aria-hidden className="size-5" /> API
        </h2>
        <p className="text-muted-fg text-sm">
          The API is described by an OpenAPI 3.1 document generated from the code, at{" "}
          <a className="underline" href={OPENAPI_PATH}>
            {OPENAPI_PATH}
          </a>
          .
        </p>
        <Link className="inline-block font-medium underline" to="/command-center/settings/integrations/api">
          Open the API reference
        </Link>
      </Card>
      <TokensCard tokens={loaderData.tokens} />
      <WebhooksCard endpoints={loaderData.webhooks} />
      <ImportLinkCard />
    </div>
  );
}
