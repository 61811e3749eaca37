import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { API_AREAS } from "#src/lib/api-scopes.ts";
import { Button } from "#src/ui/button.tsx";
import { CheckboxGroupField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import { AREA_LABELS, TOKEN_UI, type TokenDto, tokenCreateSchema } from "../integrations.contract.ts";

const SCOPE_OPTIONS = API_AREAS.flatMap((a) => [
  { value: `${a}:read`, label: `${AREA_LABELS[a]}: read` },
  { value: `${a}:write`, label: `${AREA_LABELS[a]}: read and write` },
]);

const EMPTY = { name: "", scopes: [] as readonly string[], expiresOn: "" };

/** New token: name, scopes, optional last day; then the secret, shown this once. */
export function NewTokenDialog() {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const form = useStaffForm(EMPTY);

  const reset = (next: boolean) => {
    setOpen(next);
    form.clearErrors();
    if (!next) {
      form.setValues(EMPTY);
      setSecret(null);
    }
  };
  const submit = async () => {
    const { name, scopes, expiresOn } = form.values;
    const result = await form.submit(
      tokenCreateSchema,
      { name, scopes, expiresOn: expiresOn || null },
      "create",
      (body) =>
        api<{ secret: string; token: TokenDto; message: string }>("/api/integrations/tokens", {
          method: "POST",
          body,
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
        <StaffForm onSubmit={submit}>
          <TextField label="Name" maxLength={80} {...form.field("name")} />
          <CheckboxGroupField legend="Scopes" options={SCOPE_OPTIONS} {...form.group("scopes")} />
          <TextField
            label="Last day (optional)"
            type="date"
            hint="Leave empty for a token that works until it is revoked."
            {...form.field("expiresOn")}
          />
          <Button type="submit" disabled={form.busy !== null}>
            Create token
          </Button>
        </StaffForm>
      )}
    </FormDialog>
  );
}
