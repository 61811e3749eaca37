import { useNavigate, useRevalidator } from "react-router";
import type { z } from "zod";
import { api } from "#src/lib/api-client.ts";
import { Card } from "#src/ui/card.tsx";
import { toast } from "#src/ui/toaster.tsx";
import type { SignInResult } from "../identity.contract.ts";
import { CredentialsForm } from "./credentials-form.tsx";
import { type DemoAccountDto, DemoAccounts } from "./demo-accounts.tsx";

type Values = { email: string; password: string };

/** The admin and employee sign-in pages: one form, each portal's own rules and messages. */
export function PortalLogin(props: {
  title: string;
  subtitle: string;
  portal: "admin" | "employee";
  schema: z.ZodType<Values, Values>;
  fallbackError: string;
  demoAccounts: DemoAccountDto[];
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const demo = props.demoAccounts[0];
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold">{props.title}</h1>
        <p className="mt-2 text-sm text-muted-fg">{props.subtitle}</p>
        <div className="mt-6">
          <CredentialsForm
            idPrefix={props.portal}
            schema={props.schema}
            submitLabel="Login"
            defaultValues={demo ? { email: demo.email, password: demo.password } : undefined}
            fallbackError={props.fallbackError}
            onSubmit={async (values) => {
              const result = await api<SignInResult>("/api/identity/sign-in", {
                body: { ...values, portal: props.portal },
              });
              toast.success(result.message);
              await navigate(result.redirectTo);
              await revalidate();
            }}
          />
        </div>
      </Card>
      <DemoAccounts accounts={props.demoAccounts} />
    </main>
  );
}
