import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import type { DuplicateCandidateDto, DuplicateCheckInput } from "../revenue.contract.ts";

type Pending = { candidates: DuplicateCandidateDto[]; proceed: () => unknown };

/**
 * "Is this already in the CRM?" before a contact or company is created: `check` asks the server
 * and runs `create` at once when nothing alike exists; otherwise the warning lists the candidates
 * with their reasons and creating stays one click away ("Create anyway"). A failed check never
 * blocks creating.
 */
export function useDuplicateCheck() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async (
    input: Partial<DuplicateCheckInput> & { type: "contact" | "company" },
    create: () => unknown,
  ) => {
    setChecking(true);
    try {
      const { candidates } = await api<{ candidates: DuplicateCandidateDto[] }>("/api/crm/duplicates/check", {
        body: input,
      });
      if (candidates.length) return setPending({ candidates, proceed: create });
    } catch {
      // The check is advice: without it the record is still created.
    } finally {
      setChecking(false);
    }
    setPending(null);
    await create();
  };
  return { pending, checking, check, dismiss: () => setPending(null) };
}

export function DuplicateWarning({
  pending,
  onDismiss,
  what,
}: {
  pending: Pending | null;
  onDismiss: () => void;
  what: "contact" | "company";
}) {
  if (!pending) return null;
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-amber-600/40 bg-amber-500/10 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="h-4 w-4" />
        This {what} may already be in the CRM
      </p>
      <ul className="grid gap-2">
        {pending.candidates.map((c) => (
          <li key={`${c.type}:${c.id}`}>
            <Link to={c.href} className="font-medium underline">
              {c.name}
            </Link>{" "}
            <span className="text-muted-fg">
              ({c.type}
              {c.detail ? ` · ${c.detail}` : ""}): {c.reasons.map((r) => r.text).join("; ")}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            const { proceed } = pending;
            onDismiss();
            void proceed();
          }}
        >
          Create anyway
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Keep editing
        </Button>
      </div>
    </div>
  );
}
