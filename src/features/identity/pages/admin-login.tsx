import { useNavigate, useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { Card } from "#src/ui/card.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { CredentialsForm } from "../components/credentials-form.tsx";
import { DemoAccounts } from "../components/demo-accounts.tsx";
import { credentialsSchema, M, type SignInResult } from "../identity.contract.ts";
import { demoAccountsFor } from "../server/demo.ts";
import type { Route } from "./+types/admin-login";

export function meta() {
  return [{ title: "Admin Login | Ember Forge Labs" }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  return { demoAccounts: demoAccountsFor(services.config).filter((a) => a.label === "Admin") };
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const demo = loaderData.demoAccounts[0];
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold">Admin Login</h1>
        <p className="mt-2 text-sm text-muted-fg">For administrators of the agency platform.</p>
        <div className="mt-6">
          <CredentialsForm
            idPrefix="admin"
            schema={credentialsSchema}
            submitLabel="Login"
            defaultValues={demo ? { email: demo.email, password: demo.password } : undefined}
            fallbackError={M.invalidCredentials}
            onSubmit={async (values) => {
              const result = await api<SignInResult>("/api/identity/sign-in", {
                body: { ...values, portal: "admin" },
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
