import { Button } from "#src/ui/button.tsx";

/** A field where the website says something other than what is stored (Enrich Data, Quick Fill). */
export type EnrichConflict = { field: string; action: "conflict"; current: unknown; found: unknown };

const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  logoUrl: "Logo",
  description: "Description",
  industry: "Industry",
  emails: "Emails",
  phones: "Phones",
};

const fieldLabel = (field: string) =>
  FIELD_LABELS[field] ??
  (field.startsWith("socialLinks.") ? `Social: ${field.slice("socialLinks.".length)}` : field);

const shown = (value: unknown) => (Array.isArray(value) ? value.join(", ") : String(value ?? ""));

/** The conflicts of an enrichment: both values side by side, each replaced only when asked. */
export function EnrichConflicts({
  conflicts,
  onAccept,
  busy,
}: {
  conflicts: readonly EnrichConflict[];
  onAccept: (field: string) => void;
  busy: boolean;
}) {
  if (!conflicts.length) return null;
  return (
    <section
      aria-label="Differences found on the website"
      className="grid gap-2 rounded-lg border border-amber-600/40 bg-amber-500/10 p-3 text-sm"
    >
      <p className="font-medium">The website differs from what is stored. Nothing was overwritten:</p>
      <ul className="grid gap-3">
        {conflicts.map((c) => (
          <li key={c.field} className="grid gap-1">
            <span className="font-medium">{fieldLabel(c.field)}</span>
            <span className="[overflow-wrap:anywhere]">
              <span className="text-muted-fg">Stored:</span> {shown(c.current)}
            </span>
            <span className="[overflow-wrap:anywhere]">
              <span className="text-muted-fg">Website:</span> {shown(c.found)}
            </span>
            <span>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={`Use the website's ${fieldLabel(c.field).toLowerCase()}`}
                onClick={() => onAccept(c.field)}
              >
                Use the website's
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
