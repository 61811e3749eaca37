import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { api } from "#src/lib/api-client.ts";
import { accountMeta } from "#src/lib/page-meta.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { type Theme, useTheme } from "#src/ui/theme.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { M, passwordChangeSchema } from "../identity.contract.ts";
import type { Route } from "./+types/settings";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "Settings");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context);
  return { email: actor.user.email };
}

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export default function SettingsPage() {
  const hydrated = useHydrated();
  const { theme, setTheme } = useTheme();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { run, fields: refused, setFields: setRefused } = useStaffAction();

  const chooseTheme = (t: Theme) => {
    setTheme(t);
    void api("/api/identity/preferences/theme", { method: "PUT", body: { theme: t } }).catch(() => {});
  };

  const submitPassword = form.handleSubmit(async (values) => {
    const done = await run("password", () => api("/api/identity/password", { body: values }), {
      success: M.passwordChanged,
      failure: (err) => (err as Error).message,
      reload: false,
    });
    if (done) form.reset();
  });
  const changePassword = (e: React.FormEvent<HTMLFormElement>) => {
    // The form's own check replaces what the server said last time.
    setRefused({});
    return submitPassword(e);
  };
  /** The form's own check first, else the server's refusal ("Your current password is not correct."). */
  const err = (k: keyof PasswordValues) => errors[k]?.message ?? refused[k];

  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">Settings</h1>
      <Card>
        <fieldset>
          <legend className="text-lg font-semibold">Theme</legend>
          <div className="mt-3 flex gap-6">
            {(["dark", "light"] as const).map((t) => (
              <label key={t} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="theme"
                  value={t}
                  checked={theme === t}
                  onChange={() => chooseTheme(t)}
                  className="h-4 w-4 accent-[var(--primary)]"
                />
                {t === "dark" ? "Dark" : "Light"}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">Change password</h2>
        <form noValidate method="post" onSubmit={changePassword} className="mt-4 grid gap-4">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={err("currentPassword")}
            {...form.register("currentPassword")}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={err("newPassword")}
            {...form.register("newPassword")}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={err("confirmPassword")}
            {...form.register("confirmPassword")}
          />
          <Button type="submit" disabled={!hydrated || isSubmitting} className="justify-self-start">
            {isSubmitting ? <Spinner /> : null}
            Change password
          </Button>
        </form>
      </Card>
    </main>
  );
}
