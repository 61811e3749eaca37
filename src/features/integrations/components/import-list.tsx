import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import type { ImportDto } from "../import.contract.ts";
import { STATUS_LABELS } from "./import-progress-card.tsx";

/** The caller's imports (every import for admins), newest first. */
export function ImportList({
  imports,
  currentId,
  onOpen,
}: {
  imports: ImportDto[];
  currentId: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-lg">Earlier imports</h3>
      {imports.length === 0 ? (
        <p className="text-muted-fg text-sm">No imports yet.</p>
      ) : (
        <ul className="divide-y divide-border">
          {imports.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <div className="font-medium">{i.filename}</div>
                <div className="text-muted-fg text-xs">
                  {i.kind} · {i.createdAt.slice(0, 16).replace("T", " ")} UTC
                  {i.createdByEmail ? ` · ${i.createdByEmail}` : ""} · {i.counts.created} created,{" "}
                  {i.counts.updated} updated
                </div>
              </div>
              <div className="flex items-center gap-2">
                <Badge>{STATUS_LABELS[i.status]}</Badge>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={i.id === currentId}
                  onClick={() => onOpen(i.id)}
                >
                  Open<span className="sr-only"> {i.filename}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
