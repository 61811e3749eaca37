import { accountMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { PortalLogin } from "../components/portal-login.tsx";
import { employeeLoginSchema, M } from "../identity.contract.ts";
import { demoAccountsFor } from "../server/demo.ts";
import type { Route } from "./+types/employee-login";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "Employee Login");
}

export function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  return { demoAccounts: demoAccountsFor(services.config).filter((a) => a.label === "Employee") };
}

export default function EmployeeLogin({ loaderData }: Route.ComponentProps) {
  return (
    <PortalLogin
      title="Employee Login"
      subtitle="Sign in to the employee portal."
      portal="employee"
      schema={employeeLoginSchema}
      fallbackError={M.employeeLoginFailed}
      demoAccounts={loaderData.demoAccounts}
    />
  );
}
