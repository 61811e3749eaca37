import { accountMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { PortalLogin } from "../components/portal-login.tsx";
import { credentialsSchema, M } from "../identity.contract.ts";
import { demoAccountsFor } from "../server/demo.ts";
import type { Route } from "./+types/admin-login";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "Admin Login");
}

export function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  return { demoAccounts: demoAccountsFor(services.config).filter((a) => a.label === "Admin") };
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <PortalLogin
      title="Admin Login"
      subtitle="For administrators of the agency platform."
      portal="admin"
      schema={credentialsSchema}
      fallbackError={M.invalidCredentials}
      demoAccounts={loaderData.demoAccounts}
    />
  );
}
