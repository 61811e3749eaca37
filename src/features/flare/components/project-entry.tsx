import { FolderOpen, Plus, RefreshCw } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { describedBy, Field } from "#src/ui/form-controls.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import {
  type AccessCodeDto,
  type CreatedProjectDto,
  DESIGN_LIMITS,
  FLARE_MESSAGES as M,
} from "../flare.contract.ts";

export const designPath = (id: string) => `/flare/canvas/design/${id}`;

/** A fresh code reserved by the server for this browser (shown before the project exists). */
export function useReservedCode() {
  const [code, setCode] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const reserve = useCallback(async () => {
    setFailed(false);
    try {
      setCode((await api<AccessCodeDto>("/api/flare/access-codes", { method: "POST", body: {} })).code);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reserve();
  }, [reserve]);
  return { code, failed, reserve };
}

/** Project entry: 'Create New Project' and 'Access Existing Project'. */
export function ProjectEntry({ focusAccess, planId }: { focusAccess: boolean; planId: string | null }) {
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { code, failed, reserve } = useReservedCode();
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState<string | null>(null);
  const [accessCode, setAccessCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [opening, setOpening] = useState(false);
  const [fromPlan, setFromPlan] = useState(Boolean(planId));
  const accessInput = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  useEffect(() => {
    if (focusAccess) accessInput.current?.focus();
  }, [focusAccess]);

  // "Open in FLARE" from a /startup plan: the project is made from the plan as soon as the gate is passed.
  useEffect(() => {
    if (!planId || started.current) return;
    started.current = true;
    api<CreatedProjectDto>("/api/flare/designs/from-plan", { body: { analysisId: planId } })
      .then((res) => {
        toast.success(res.message);
        void navigate(designPath(res.id));
      })
      .catch((err: unknown) => {
        setFromPlan(false);
        toast.error(
          err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : M.createFailed,
        );
      });
  }, [planId, navigate]);

  async function create(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) {
      setTitleError(M.titleRequired);
      toast.error(M.titleRequired, { id: "flare-entry" });
      return;
    }
    setTitleError(null);
    setCreating(true);
    try {
      const res = await api<CreatedProjectDto>("/api/flare/designs", {
        body: { title, ...(code ? { accessCode: code } : {}) },
      });
      toast.success(res.message);
      await navigate(designPath(res.id));
    } catch (err) {
      const message =
        err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : M.createFailed;
      if (err instanceof ApiError && err.fields.title) setTitleError(err.fields.title);
      toast.error(message, { id: "flare-entry" });
    } finally {
      setCreating(false);
    }
  }

  async function open(e?: FormEvent) {
    e?.preventDefault();
    const wanted = accessCode.trim().toUpperCase();
    if (!wanted) {
      setCodeError(M.codeRequired);
      toast.error(M.codeRequired, { id: "flare-entry" });
      return;
    }
    setCodeError(null);
    setOpening(true);
    try {
      const res = await api<{ id: string }>("/api/flare/designs/access", { body: { code: wanted } });
      await navigate(designPath(res.id));
    } catch (err) {
      let message: string = M.accessFailed;
      if (err instanceof ApiError && (err.status === 404 || err.status === 400 || err.status === 429)) {
        message = err.message;
      } else if (err instanceof ApiError && err.status === 0) message = M.searchFailed;
      setCodeError(message);
      toast.error(message, { id: "flare-entry" });
    } finally {
      setOpening(false);
    }
  }

  if (fromPlan) {
    return (
      <Card className="mx-auto flex max-w-md items-center gap-3" role="status">
        <Spinner label="Opening your startup plan" />
        <p>Opening your startup plan in FLARE…</p>
      </Card>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
      <Card>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <Plus aria-hidden="true" className="h-5 w-5 text-primary" /> Create New Project
        </h2>
        <form onSubmit={create} className="mt-5 grid gap-4" noValidate>
          <div>
            <p className="text-sm font-medium" id={`${id}-code-label`}>
              Your access code
            </p>
            <div className="mt-1.5 flex items-center gap-2">
              <output
                aria-labelledby={`${id}-code-label`}
                data-testid="new-access-code"
                className="rounded-md border border-dashed border-border bg-muted px-3 py-2 font-mono text-lg font-bold tracking-[0.3em]"
              >
                {code ?? "······"}
              </output>
              {failed ? (
                <Button variant="ghost" size="sm" onClick={() => void reserve()}>
                  <RefreshCw aria-hidden="true" className="h-4 w-4" /> Try again
                </Button>
              ) : null}
            </div>
            <p className="mt-1 text-xs text-muted-fg">Keep it: anyone with this code can open the project.</p>
          </div>
          <TextField
            id={`${id}-title`}
            label="Project title"
            value={title}
            maxLength={DESIGN_LIMITS.title}
            onChange={(e) => setTitle(e.target.value)}
            error={titleError ?? undefined}
          />
          <Button type="submit" disabled={!hydrated || creating} aria-busy={creating}>
            {creating ? <Spinner label="Creating" /> : null}
            Create Project
          </Button>
        </form>
      </Card>
      <Card>
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          <FolderOpen aria-hidden="true" className="h-5 w-5 text-primary" /> Access Existing Project
        </h2>
        <form onSubmit={open} className="mt-5 grid gap-4" noValidate>
          <Field id={`${id}-access`} label="Access code" error={codeError ?? undefined}>
            <input
              ref={accessInput}
              id={`${id}-access`}
              className={`${inputClass} font-mono uppercase tracking-widest`}
              value={accessCode}
              maxLength={12}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setAccessCode(e.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={describedBy(`${id}-access`, codeError ?? undefined)}
            />
          </Field>
          <Button type="submit" variant="outline" disabled={!hydrated || opening} aria-busy={opening}>
            {opening ? <Spinner label="Opening" /> : null}
            Access Project
          </Button>
        </form>
      </Card>
    </div>
  );
}
