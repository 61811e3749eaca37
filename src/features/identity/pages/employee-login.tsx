import { useNavigate, useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Card } from "#src/ui/card.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { CredentialsForm } from "../components/credentials-form.tsx";
import { DemoAccounts } from "../components/demo-accounts.tsx";
import { employeeLoginSchema, M, type SignInResult } from "../identity.contract.ts";
import { demoAccountsFor } from "../server/demo.ts";
import type { Route } from "./+types/employee-login";

export function meta() {
  return [{ title: "Employee Login | Ember Forge Labs" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  return { demoAccounts: demoAccountsFor(services.config).filter((a) => a.label === "Employee") };
}

export default function EmployeeLogin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const demo = loaderData.demoAccounts[0];
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold">Employee Login</h1>
        <p className="mt-2 text-sm text-muted-fg">Sign in to the employee portal.</p>
        <div className="mt-6">
          <CredentialsForm
            idPrefix="employee"
            schema={employeeLoginSchema}
            submitLabel="Login"
            defaultValues={demo ? { email: demo.email, password: demo.password } : undefined}
            fallbackError={M.employeeLoginFailed}
            onSubmit={async (values) => {
              const result = await api<SignInResult>("/api/identity/sign-in", {
                body: { ...values, portal: "employee" },
              });
              toast.success(result.message);
              await navigate(result.redirectTo);
              await revalidate();
            }}
          />
        </div>
      </Card>
      <DemoAccounts accounts={loaderData.demoAccounts} />
    </main>
  );
}
