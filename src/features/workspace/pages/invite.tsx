import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { actorForRequest } from "#src/platform/http/page-guard.ts";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { WorkspacePageError } from "../components/page-error.tsx";
import { previewInvitation } from "../server/members.service.ts";
import { WM, WORKSPACE_MESSAGES as WX } from "../workspace.contract.ts";
import type { Route } from "./+types/invite";

export function meta() {
  return staffMeta("Workspace invitation");
}

/**
 * The invitation link: sign up with the invited address (or log in, when it has an account), then
 * join; joining also confirms the address.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await actorForRequest(request, context);
  const { db } = getRequestState(context).services;
  const invitation = await pageData(() => previewInvitation(db, params.token));
  return {
    invitation,
    signedInAs: actor?.user.email ?? null,
    back: `/workspace/invite/${params.token}`,
  };
}

export function ErrorBoundary() {
  return <WorkspacePageError message={WM.loadFailed} />;
}

export default function Invite({ loaderData: d, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const auth = `/auth?${new URLSearchParams({ redirect: d.back })}`;
  return (
    <main id="main" className="mx-auto grid w-full max-w-lg gap-6 px-4 py-12">
      <Card className="grid gap-4">
        <MailCheck aria-hidden="true" className="h-8 w-8 text-primary" />
        {d.invitation ? (
          <>
            <h1 className="text-2xl font-bold">Join {d.invitation.workspaceName}</h1>
            <p className="text-muted-fg">This invitation was sent to {d.invitation.email}.</p>
            {d.signedInAs ? (
              d.signedInAs.toLowerCase() === d.invitation.email.toLowerCase() ? (
                <Button
                  disabled={busy}
                  onClick={async () => {
                    setBusy(true);
                    try {
                      const res = await api<{ message: string; workspaceId: string }>(
                        "/api/workspace/invitations/claim",
                        {
                          body: { token: params.token },
                        },
                      );
                      toast.success(res.message);
                      navigate(`/workspace/${res.workspaceId}`);
                    } catch (err) {
                      toast.error((err as Error).message);
                    } finally {
                      setBusy(false);
                    }
                  }}
                >
                  Join the workspace
                </Button>
              ) : (
                <p role="alert" className="text-sm text-danger">
                  You are signed in as {d.signedInAs}. {WX.invitationEmail}
                </p>
              )
            ) : d.invitation.hasAccount ? (
              <ButtonLink to={auth}>Log in to join</ButtonLink>
            ) : (
              <form
                className="grid gap-3"
                noValidate
                onSubmit={async (e) => {
                  e.preventDefault();
                  setBusy(true);
                  setError(undefined);
                  try {
                    const res = await api<{ message: string; workspaceId: string }>(
                      "/api/workspace/invitations/sign-up",
                      { body: { token: params.token, password } },
                    );
                    toast.success(res.message);
                    window.location.assign(`/workspace/${res.workspaceId}`);
                  } catch (err) {
                    setError((err as Error).message);
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                <TextField
                  label="Choose a password"
                  type="password"
                  autoComplete="new-password"
                  value={password}
                  minLength={6}
                  error={error}
                  hint={`Your account will use ${d.invitation.email}.`}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <Button type="submit" disabled={busy}>
                  Sign up and join
                </Button>
                <ButtonLink variant="outline" to={auth}>
                  I already have an account
                </ButtonLink>
              </form>
            )}
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Invitation not valid</h1>
            <p className="text-muted-fg">{WX.invitationInvalid}</p>
            <ButtonLink variant="outline" to="/workspace">
              Go to my workspaces
            </ButtonLink>
          </>
        )}
      </Card>
    </main>
  );
}
