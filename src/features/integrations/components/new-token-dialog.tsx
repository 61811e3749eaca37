import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { API_AREAS } from "#src/lib/api-scopes.ts";
import { Button } from "#src/ui/button.tsx";
import { CheckboxGroupField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { AREA_LABELS, TOKEN_UI, type TokenDto } from "../integrations.contract.ts";

const SCOPE_OPTIONS = API_AREAS.flatMap((a) => [
  { value: `${a}:read`, label: `${AREA_LABELS[a]}: read` },
  { value: `${a}:write`, label: `${AREA_LABELS[a]}: read and write` },
]);

/** New token: name, scopes, optional last day; then the secret, shown this once. */
export function NewTokenDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiresOn, setExpiresOn] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const { run, busy, fields } = useStaffAction();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setName("");
      setScopes([]);
      setExpiresOn("");
      setSecret(null);
    }
  };
  const submit = async () => {
    const result = await run(
      "create",
      () =>
        api<{ secret: string; token: TokenDto; message: string }>("/api/integrations/tokens", {
          method: "POST",
          body: { name, scopes, expiresOn: expiresOn || null },
        }),
      { failure: TOKEN_UI.createFailed },
    );
    if (result) setSecret(result.secret);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={reset}
      trigger={<Button>New token</Button>}
      title={secret ? TOKEN_UI.secretTitle : "New API token"}
    >
      {secret ? (
        <div className="grid gap-3">
          <p className="text-sm text-muted-fg">{TOKEN_UI.secretHelp}</p>
          <TextField label="Token" value={secret} readOnly onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => reset(false)}>Done</Button>
        </div>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fields.name}
          />
          <CheckboxGroupField
            legend="Scopes"
            options={SCOPE_OPTIONS}
            value={scopes}
            onChange={setScopes}
            error={fields.scopes}
          />
          <TextField
            label="Last day (optional)"
            type="date"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            error={fields.expiresOn}
            hint="Leave empty for a token that works until it is revoked."
          />
          <Button type="submit" disabled={busy !== null}>
            Create token
          </Button>
        </form>
      )}
    </FormDialog>
  );
}
