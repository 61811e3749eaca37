import { Tabs } from "radix-ui";
import { useEffect } from "react";
import { redirect, useNavigate, useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { accountMeta } from "#src/lib/page-meta.ts";
import { safeRedirect } from "#src/lib/safe-redirect.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { actorForRequest } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { CredentialsForm } from "../components/credentials-form.tsx";
import { DemoAccounts } from "../components/demo-accounts.tsx";
import {
  credentialsSchema,
  firstAdminSchema,
  M,
  roleSchema,
  type SignInResult,
  signUpSchema,
} from "../identity.contract.ts";
import { adminExists } from "../server/admin-status.ts";
import { demoAccountsFor } from "../server/demo.ts";
import type { Route } from "./+types/auth";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "Sign in");
}

/**
 * The guard's reason, as a code mapped to our own message: text from the address bar is never
 * shown as such (a crafted link could otherwise put any sentence on our sign-in page).
 */
function reasonMessage(reason: string | null): string | null {
  if (reason === "portal-login") return M.loginRequiredPortal;
  if (reason === "login") return "Please sign in to continue.";
  const role = reason?.startsWith("role:") ? roleSchema.safeParse(reason.slice(5)) : null;
  return role?.success ? M.accessDenied(role.data) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  const url = new URL(request.url);
  const reason = url.searchParams.get("reason");
  const target = url.searchParams.get("redirect");
  const safeTarget = target ? safeRedirect(target, services.config.publicUrl, "") || null : null;
  const actor = await actorForRequest(request, context);
  // Reading B: a signed-in user is sent on, unless a guard sent them here.
  if (actor && !reason) throw redirect(safeTarget ?? "/");
  let mode: "login" | "create-admin" | "error" = "login";
  try {
    mode = (await adminExists(services)) ? "login" : "create-admin";
  } catch (err) {
    services.logger.error({ err }, "admin status check failed");
    mode = "error";
  }
  return {
    mode,
    notice: reasonMessage(reason),
    redirect: safeTarget,
    signedInAs: actor?.user.email ?? null,
    demoAccounts: demoAccountsFor(services.config),
  };
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { mode, notice, redirect: target, demoAccounts, signedInAs } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (notice) toast.error(notice);
  }, [notice]);
  useEffect(() => {
    if (mode === "error") toast.error(M.adminStatusError);
  }, [mode]);
  const demo = demoAccounts[0];
  const qs = target ? `?redirect=${encodeURIComponent(target)}` : "";

  const login = async (values: { email: string; password: string }) => {
    const result = await api<SignInResult>(`/api/identity/sign-in${qs}`, {
      body: { ...values, portal: "general" },
    });
    toast.success(result.message);
    await navigate(result.redirectTo);
    await revalidate();
  };
  const signUp = async (values: { email: string; password: string }) => {
    const result = await api<{ message: string; redirectTo: string }>("/api/identity/sign-up", {
      body: values,
    });
    toast.success(result.message, { description: M.unverifiedAccount });
    await navigate(result.redirectTo);
    await revalidate();
  };
  const createAdmin = async (values: { email: string; password: string; setupCode?: string }) => {
    const result = await api<{ message: string }>("/api/identity/first-admin", { body: values });
    toast.success(result.message);
    await revalidate();
  };

  return (
    <main id="main" className="mx-auto flex max-w-md flex-col px-4 py-16">
      {notice ? (
        <p role="status" className="mb-4 rounded-md border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          {notice}
          {signedInAs ? ` (signed in as ${signedInAs})` : ""}
        </p>
      ) : null}
      <Card>
        {mode === "create-admin" ? (
          <>
            <h1 className="text-2xl font-bold">Create Admin Account</h1>
            <p className="mt-2 text-sm text-muted-fg">
              No administrator exists yet. The first account created here becomes the admin. The setup code is
              printed in the server log when it starts.
            </p>
            <div className="mt-6">
              <CredentialsForm
                idPrefix="create-admin"
                withSetupCode
                schema={firstAdminSchema}
                submitLabel="Create Admin Account"
                passwordAutoComplete="new-password"
                onSubmit={createAdmin}
                fallbackError={M.createUserFailed}
              />
            </div>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Welcome</h1>
            <Tabs.Root defaultValue="login" className="mt-4">
              <Tabs.List aria-label="Sign in or sign up" className="grid grid-cols-2 rounded-md bg-muted p-1">
                <Tabs.Trigger
                  value="login"
                  className="rounded px-3 py-2 text-sm font-medium data-[state=active]:bg-bg data-[state=active]:shadow"
                >
                  Login
                </Tabs.Trigger>
                <Tabs.Trigger
                  value="signup"
                  className="rounded px-3 py-2 text-sm font-medium data-[state=active]:bg-bg data-[state=active]:shadow"
                >
                  Sign Up
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login" className="mt-6">
                <CredentialsForm
                  idPrefix="login"
                  schema={credentialsSchema}
                  submitLabel="Login"
                  defaultValues={demo ? { email: demo.email, password: demo.password } : undefined}
                  onSubmit={login}
                  fallbackError={M.generalLoginError}
                />
              </Tabs.Content>
              <Tabs.Content value="signup" className="mt-6">
                <p className="mb-4 text-sm text-muted-fg">{M.signUpExplainer}</p>
                <CredentialsForm
                  idPrefix="signup"
                  schema={signUpSchema}
                  submitLabel="Sign Up"
                  passwordAutoComplete="new-password"
                  onSubmit={signUp}
                  fallbackError={M.generalSignUpError}
                />
              </Tabs.Content>
            </Tabs.Root>
          </>
        )}
      </Card>
      <DemoAccounts accounts={demoAccounts} />
    </main>
  );
}
