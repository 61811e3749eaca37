import { Tabs } from "radix-ui";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useShell } from "#src/features/site/index.ts";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { actorForRequest } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../lib/failure.ts";
import { formatDate } from "../lib/format.ts";
import { inviteTokenSchema, PEOPLE_MESSAGES } from "../people.contract.ts";
import { findInvite } from "../server/invites.service.ts";
import type { Route } from "./+types/invite";

export function meta() {
  return staffMeta("Your invitation | Employee Portal");
}

/** The invite link (decision 025): who it is for, then sign up, sign in, or continue as the signed-in user. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = getRequestState(context);
  const actor = await actorForRequest(request, context);
  // A malformed, used or expired link shows "This invitation cannot be used" (not an error page).
  const token = inviteTokenSchema.safeParse(params.token);
  const invite = token.success ? await findInvite(services.db, token.data) : null;
  return { invite, token: params.token, signedInAs: actor?.user.email ?? null };
}

const tab = "rounded px-3 py-2 text-sm font-medium data-[state=active]:bg-bg data-[state=active]:shadow";

export default function Invite({ loaderData: d }: Route.ComponentProps) {
  const { site } = useShell();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { run, busy: running, fields: errors } = useStaffAction();
  const busy = running !== null;
  const [password, setPassword] = useState("");
  const [email, setEmail] = useState("");

  const claim = async (body: Record<string, unknown>) => {
    const res = await run(
      "claim",
      () =>
        api<{ message: string; redirectTo: string }>("/api/people/invites/claim", {
          body: { token: d.token, ...body },
        }),
      { failure: (err) => failureMessage(err, "Failed to claim the invitation"), reload: false },
    );
    if (!res) return;
    await navigate(res.redirectTo);
    await revalidate();
  };

  if (!d.invite) {
    return (
      <main id="main" className="mx-auto grid max-w-md gap-6 px-4 py-16">
        <Card className="grid gap-3">
          <h1 className="text-2xl font-bold">This invitation cannot be used</h1>
          <p>{PEOPLE_MESSAGES.inviteInvalid}</p>
          <p className="text-sm text-muted-fg">
            Ask your administrator to send a new invitation, or write to{" "}
            <a className="underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
            .
          </p>
        </Card>
      </main>
    );
  }
  const { invite } = d;
  return (
    <main id="main" className="mx-auto grid max-w-md gap-6 px-4 py-16">
      <Card className="grid gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold">
            Welcome to {site.companyName}, {invite.firstName}
          </h1>
          <p className="text-sm text-muted-fg">
            Your employee profile{invite.title ? ` as ${invite.title}` : ""}
            {invite.department ? ` in ${invite.department}` : ""} is ready. Claim it to open the Employee
            Portal. This link works once, until {formatDate(invite.expiresAt.slice(0, 10))}.
          </p>
        </div>
        {d.signedInAs ? (
          <div className="grid gap-3 rounded-md border border-border p-4">
            <p className="text-sm">
              You are signed in as <strong>{d.signedInAs}</strong>.
            </p>
            <Button disabled={busy} onClick={() => void claim({ mode: "session" })}>
              Claim my profile as {d.signedInAs}
            </Button>
          </div>
        ) : (
          <Tabs.Root defaultValue="sign-up">
            <Tabs.List
              aria-label="Create an account or sign in"
              className="grid grid-cols-2 rounded-md bg-muted p-1"
            >
              <Tabs.Trigger value="sign-up" className={tab}>
                Create account
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-in" className={tab}>
                I have an account
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-up" className="mt-4">
              <form
                className="grid gap-4"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void claim({ mode: "sign-up", email: invite.email, password });
                }}
              >
                <TextField label="Email" id="invite-email" type="email" value={invite.email} readOnly />
                <TextField
                  label="Choose a password"
                  id="invite-password"
                  type="password"
                  autoComplete="new-password"
                  hint="At least 6 characters."
                  value={password}
                  error={errors.password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <Button type="submit" disabled={busy}>
                  Create account and claim profile
                </Button>
              </form>
            </Tabs.Content>
            <Tabs.Content value="sign-in" className="mt-4">
              <form
                className="grid gap-4"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void claim({ mode: "sign-in", email, password });
                }}
              >
                <TextField
                  label="Email"
                  id="invite-signin-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  error={errors.email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                />
                <TextField
                  label="Password"
                  id="invite-signin-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  error={errors.password}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <Button type="submit" disabled={busy}>
                  Sign in and claim profile
                </Button>
              </form>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Card>
    </main>
  );
}
