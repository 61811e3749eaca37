import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { useForm } from "react-hook-form";
import { api } from "#src/lib/api-client.ts";
import { accountMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { AVATAR_TYPES, M, profileUpdateSchema } from "../identity.contract.ts";
import { getOrCreateProfile } from "../server/profile.service.ts";
import type { Route } from "./+types/profile";

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, "Your profile");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context);
  const { db } = getRequestState(context).services;
  const profile = await pageData(() => getOrCreateProfile(db, actor));
  return { email: actor.user.email, emailVerified: actor.user.emailVerified, roles: actor.roles, profile };
}

export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">Your profile</h1>
      <RouteErrorState message={M.profileLoadError} />
    </main>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { email, emailVerified, roles, profile } = loaderData;
  const form = useForm<{ username: string }>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { username: profile.username ?? "" },
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const saveAction = useStaffAction();
  const uploadAction = useStaffAction();
  const uploading = uploadAction.busy !== null;
  const failure = (err: unknown) => (err as Error).message;

  const submit = form.handleSubmit(async (values) => {
    await saveAction.run("save", () => api("/api/identity/profile", { method: "PATCH", body: values }), {
      success: M.profileSaved,
      failure,
    });
  });
  const save = (e: React.FormEvent<HTMLFormElement>) => {
    // The form's own check replaces what the server said last time.
    saveAction.setFields({});
    return submit(e);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.set("avatar", file);
    await uploadAction.run("avatar", () => api("/api/identity/profile/avatar", { form: body }), {
      success: "Profile picture updated",
      failure,
    });
    if (fileInput.current) fileInput.current.value = "";
  };

  return (
    <main id="main" className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold">Your profile</h1>
      <Card className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt="Your profile"
            className="h-20 w-20 rounded-full object-cover"
            width={80}
            height={80}
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex h-20 w-20 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-fg"
          >
            {(profile.username ?? email)[0]?.toUpperCase() ?? "U"}
          </span>
        )}
        <div className="grid gap-2">
          <p className="font-medium">{email}</p>
          <p className="text-sm text-muted-fg">
            Email address: {emailVerified ? M.emailVerified : M.emailNotVerified}
          </p>
          <p className="text-sm text-muted-fg">Roles: {roles.length ? roles.join(", ") : "none"}</p>
          <div>
            <label htmlFor="avatar" className="text-sm font-medium">
              Profile picture (PNG, JPEG, WebP or GIF, up to 2 MB)
            </label>
            <input
              ref={fileInput}
              id="avatar"
              name="avatar"
              type="file"
              accept={AVATAR_TYPES.join(",")}
              disabled={!hydrated || uploading}
              onChange={(e) => void upload(e.target.files?.[0])}
              className="mt-1 block text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-1.5 file:text-fg"
            />
            {uploading ? (
              <p className="mt-1 flex items-center gap-2 text-sm text-muted-fg">
                <Spinner label="Uploading" /> Uploading…
              </p>
            ) : null}
          </div>
        </div>
      </Card>
      <Card>
        <form noValidate method="post" onSubmit={save} className="grid gap-4">
          <TextField
            label="Username"
            autoComplete="nickname"
            error={form.formState.errors.username?.message ?? saveAction.fields.username}
            {...form.register("username")}
          />
          <Button
            type="submit"
            disabled={!hydrated || form.formState.isSubmitting}
            className="justify-self-start"
          >
            {form.formState.isSubmitting ? <Spinner /> : null}
            Save profile
          </Button>
        </form>
      </Card>
    </main>
  );
}
