import { Lock } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { FLARE_MESSAGES as M } from "../flare.contract.ts";

/** The UI-only mirror of the server's cookie (spec: a local flag named flare-canvas-auth). */
export const LOCAL_FLAG = "flare-canvas-auth";

/**
 * 'Protected Area': the canvas password, checked by the server, which sets the signed cookie.
 * A wrong password says 'Incorrect password' and clears the field.
 */
export function GateCard() {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ message: string }>("/api/flare/gate", { body: { password } });
      try {
        localStorage.setItem(LOCAL_FLAG, "true");
      } catch {
        // the cookie is what counts
      }
      toast.success(res.message);
      await revalidator.revalidate();
    } catch (err) {
      const message = err instanceof ApiError && err.status > 0 ? err.message : M.incorrectPassword;
      setError(message);
      setPassword("");
      toast.error(message, { id: "flare-gate" });
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mx-auto w-full max-w-md">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-muted">
          <Lock aria-hidden="true" className="h-5 w-5 text-primary" />
        </span>
        <h1 className="text-2xl font-bold">Protected Area</h1>
      </div>
      <p className="mt-3 text-sm text-muted-fg">Enter the password to access the FLARE canvas.</p>
      <form onSubmit={submit} className="mt-6 grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-password`} className="text-sm font-medium">
            Password
          </label>
          <input
            ref={input}
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => void navigate("/flare")}>
            Cancel
          </Button>
          <Button type="submit" disabled={!hydrated || busy} aria-busy={busy}>
            {busy ? <Spinner label="Checking" /> : null}
            Access Canvas
          </Button>
        </div>
      </form>
    </Card>
  );
}
