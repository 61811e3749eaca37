import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { IMPORT_UI, type ImportDto } from "../import.contract.ts";

export const STATUS_LABELS: Record<ImportDto["status"], string> = {
  uploaded: "Waiting for mapping",
  checking: "Checking",
  checked: "Waiting for review",
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
  undone: "Undone",
};

/** Step 4: the running import's progress (polled), then its report, its download and undo. */
export function ImportProgressCard({ imp, onNew }: { imp: ImportDto; onNew: () => void }) {
  const { revalidate } = useRevalidator();
  const { run, busy } = useStaffAction();
  const active = imp.status === "queued" || imp.status === "running";
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => revalidate(), 1000);
    return () => clearInterval(timer);
  }, [active, revalidate]);
  const c = imp.counts;
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-lg">4. Import of {imp.filename}</h3>
        <Badge tone={imp.status === "failed" ? "danger" : imp.status === "done" ? "success" : "info"}>
          {STATUS_LABELS[imp.status]}
        </Badge>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {active
          ? `${imp.processedRows.toLocaleString("en-US")}${imp.totalRows ? ` of ${imp.totalRows.toLocaleString("en-US")}` : ""} rows processed…`
          : `${(imp.totalRows ?? imp.processedRows).toLocaleString("en-US")} rows read.`}
      </p>
      {active ? (
        <progress
          className="w-full"
          aria-label="Import progress"
          value={imp.status === "queued" ? undefined : imp.processedRows}
          max={imp.totalRows ?? undefined}
        />
      ) : null}
      {imp.error ? (
        <p role="alert" className="text-danger text-sm">
          {imp.error}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ["Created", c.created],
            ["Updated", c.updated],
            ["Skipped", c.skipped],
            ["Failed", c.failed],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-md border border-border p-2">
            <dt className="text-muted-fg">{label}</dt>
            <dd className="font-semibold text-lg">{n.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {!active ? (
          <a
            className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium underline-offset-2 hover:underline"
            href={`/api/integrations/imports/${imp.id}/report`}
            download
          >
            Download the report (CSV)
          </a>
        ) : null}
        {imp.status === "done" || imp.status === "failed" ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={busy !== null}>
                Undo this import
              </Button>
            }
            title="Undo this import?"
            description="The records it created are removed and the fields it filled are emptied again (unless someone changed them since). Records that have since been given deals are kept."
            confirmLabel="Undo import"
            onConfirm={() =>
              run("undo", () => api(`/api/integrations/imports/${imp.id}/undo`, { method: "POST" }), {
                failure: IMPORT_UI.undoFailed,
              })
            }
          />
        ) : null}
        <Button variant="ghost" onClick={onNew}>
          Start a new import
        </Button>
      </div>
    </Card>
  );
}
