import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";

type Values = { email: string; password: string; setupCode?: string };

/**
 * Email + password form validated with the contract's schema in the browser; the server checks
 * the same schema again. Server errors become a toast (and field messages when the server gives them).
 */
export function CredentialsForm({
  schema,
  submitLabel,
  defaultValues,
  onSubmit,
  fallbackError,
  passwordAutoComplete = "current-password",
  idPrefix,
  withSetupCode = false,
}: {
  /** Create Admin Account also asks for the one-time code printed in the server log. */
  withSetupCode?: boolean;
  schema: z.ZodType<Values, Values>;
  submitLabel: string;
  defaultValues?: Partial<Values>;
  onSubmit: (values: Values) => Promise<void>;
  fallbackError: string;
  passwordAutoComplete?: "current-password" | "new-password";
  idPrefix: string;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "", ...(withSetupCode ? { setupCode: "" } : {}), ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  // Until React has hydrated, a click would submit the form natively (credentials in the URL).
  const hydrated = useHydrated();
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : fallbackError;
      if (err instanceof ApiError) {
        for (const [field, msg] of Object.entries(err.fields)) {
          if (field === "email" || field === "password" || field === "setupCode") {
            form.setError(field, { message: msg });
          }
        }
      }
      toast.error(message);
    }
  });
  return (
    <form noValidate method="post" onSubmit={submit} className="grid gap-4">
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        error={errors.password?.message}
        {...form.register("password")}
      />
      {withSetupCode ? (
        <TextField
          id={`${idPrefix}-setup-code`}
          label="Setup code"
          autoComplete="off"
          spellCheck={false}
          error={errors.setupCode?.message}
          {...form.register("setupCode")}
        />
      ) : null}
      <Button type="submit" disabled={!hydrated || isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
