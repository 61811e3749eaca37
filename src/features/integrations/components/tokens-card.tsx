import { KeyRound } from "lucide-react";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { TOKEN_UI, type TokenDto } from "../integrations.contract.ts";
import { NewTokenDialog } from "./new-token-dialog.tsx";

const day = (iso: string | null, none: string) => (iso ? iso.slice(0, 10) : none);
const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "Never");

/** The API tokens: who can call the API from outside, with what, until when, and last use. */
export function TokensCard({ tokens }: { tokens: TokenDto[] }) {
  const { run, busy } = useStaffAction();
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-lg">
          <KeyRound aria-hidden className="size-5" /> API tokens
        </h2>
        <NewTokenDialog />
      </div>
      {tokens.length === 0 ? (
        <p className="text-muted-fg text-sm">No tokens yet. Create one for each system that calls the API.</p>
      ) : (
        // `relative`: the screen-reader-only labels (absolutely positioned) stay inside the scroller
        // instead of widening the page at 390 px; focusable, so a keyboard can scroll it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
        <section className="relative overflow-x-auto" tabIndex={0} aria-label="API tokens table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">API tokens</caption>
            <thead>
              <tr className="border-border border-b">
                <th className="p-2">Name</th>
                <th className="p-2">Scopes</th>
                <th className="p-2">Last day</th>
                <th className="p-2">Last used</th>
                <th className="p-2">State</th>
                <th className="p-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id} className="border-border border-b">
                  <td className="p-2">
                    <div className="font-medium">{t.name}</div>
                    <div className="font-mono text-muted-fg text-xs">{t.prefix}…</div>
                  </td>
                  <td className="p-2">{t.scopes.join(", ")}</td>
                  <td className="p-2">{day(t.expiresAt, "None")}</td>
                  <td className="p-2">{when(t.lastUsedAt)}</td>
                  <td className="p-2">
                    <Badge>{t.status}</Badge>
                  </td>
                  <td className="p-2">
                    {t.status === "active" ? (
                      <ConfirmDialog
                        trigger={
                          <Button variant="outline" size="sm" disabled={busy !== null}>
                            Revoke<span className="sr-only"> {t.name}</span>
                          </Button>
                        }
                        title={`Revoke ${t.name}?`}
                        description="Calls with this token are refused at once. This cannot be undone."
                        confirmLabel="Revoke"
                        onConfirm={() =>
                          run(t.id, () => api(`/api/integrations/tokens/${t.id}`, { method: "DELETE" }), {
                            failure: TOKEN_UI.revokeFailed,
                          })
                        }
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Card>
  );
}
