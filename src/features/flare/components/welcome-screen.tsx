import { ArrowRight, Copy, Flame } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { Field } from "#src/ui/form-controls.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { DESIGN_LIMITS, FLARE_MESSAGES as M } from "../flare.contract.ts";

/** Copies text; true when the browser allowed it. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'FLARE CANVAS' welcome screen: the project's access code with a copy button,
 * client name and company (both required), 'Continue to Design Canvas'.
 */
export function WelcomeScreen({
  accessCode,
  onContinue,
}: {
  accessCode: string | null;
  onContinue: (clientName: string, clientCompany: string) => Promise<void>;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [clientName, setClientName] = useState("");
  const [clientCompany, setClientCompany] = useState("");
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!clientName.trim() || !clientCompany.trim()) {
      setMissing(true);
      toast.error(M.fillAllFields, { description: M.clientRequired, id: "flare-welcome" });
      return;
    }
    setMissing(false);
    setBusy(true);
    try {
      await onContinue(clientName.trim(), clientCompany.trim());
    } catch {
      toast.error(M.clientSaveFailed, { description: M.tryAgain, id: "flare-welcome" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-lg">
      <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wider text-primary">
        <Flame aria-hidden="true" className="h-4 w-4" /> Welcome
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">FLARE CANVAS</h1>
      <p className="mt-2 text-sm text-muted-fg">Tell us who this project is for, then start planning.</p>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
        <Field id={`${id}-code`} label="Access code">
          <div className="flex gap-2">
            <input
              id={`${id}-code`}
              readOnly
              value={accessCode ?? ""}
              className={`${inputClass} font-mono font-bold tracking-[0.3em]`}
            />
            <Button
              variant="outline"
              size="icon"
              aria-label="Copy access code"
              title="Copy access code"
              disabled={!accessCode}
              onClick={async () => {
                if (accessCode && (await copyText(accessCode))) toast.success(M.codeCopied);
              }}
            >
              <Copy aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        </Field>
        <TextField
          label="Client name"
          autoComplete="name"
          aria-required
          maxLength={DESIGN_LIMITS.clientField}
          value={clientName}
          onChange={(e) => setClientName(e.target.value)}
          error={missing && !clientName.trim() ? M.clientRequired : undefined}
        />
        <TextField
          label="Company name"
          autoComplete="organization"
          aria-required
          maxLength={DESIGN_LIMITS.clientField}
          value={clientCompany}
          onChange={(e) => setClientCompany(e.target.value)}
          error={missing && !clientCompany.trim() ? M.clientRequired : undefined}
        />
        <Button type="submit" size="lg" disabled={!hydrated || busy || !accessCode} aria-busy={busy}>
          {busy ? <Spinner label="Saving" /> : null}
          Continue to Design Canvas <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </form>
    </Card>
  );
}
