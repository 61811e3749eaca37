import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { guessMapping, IMPORT_UI, type ImportDto, type ImportKind } from "../import.contract.ts";
import { ImportMappingTable } from "./import-mapping-table.tsx";

const KIND_OPTIONS = [
  { value: "contacts", label: "Contacts" },
  { value: "companies", label: "Companies" },
];

/**
 * Step 2: map the columns (guessed from the header, or as last checked), then check every row of
 * the file. Shown again from the review to change the mapping: a new check clears the choices.
 */
export function ImportWizard({
  imp,
  onCancel,
  cancelLabel = "Cancel",
}: {
  imp: ImportDto;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  const [kind, setKind] = useState<ImportKind>(imp.kind);
  const [mapping, setMapping] = useState<Record<string, string>>(imp.mapping ?? imp.guessedMapping);
  const { run, busy, fields } = useStaffAction();
  const again = imp.status === "checked";

  return (
    <Card className="space-y-6 p-4">
      <section className="space-y-4" aria-labelledby="import-map-title">
        <h3 id="import-map-title" className="font-semibold text-lg">
          2. Map the columns of {imp.filename}
        </h3>
        {imp.error ? (
          <p role="alert" className="text-danger text-sm">
            {imp.error}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="The file holds"
            value={kind}
            options={KIND_OPTIONS}
            onChange={(e) => {
              const next = e.target.value as ImportKind;
              setKind(next);
              setMapping(guessMapping(next, imp.header));
            }}
          />
        </div>
        <ImportMappingTable
          kind={kind}
          header={imp.header}
          rows={imp.previewRows}
          mapping={mapping}
          error={fields.mapping}
          onChange={setMapping}
        />
        <p id="import-check-hint" className="text-muted-fg text-sm">
          Every row of the file is checked: what cannot be imported, and which rows match records the CRM
          already has. Nothing is imported yet.
          {again ? " Checking again clears the choices made for duplicates." : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy !== null}
            aria-describedby="import-check-hint"
            onClick={() =>
              run(
                "check",
                () => api(`/api/integrations/imports/${imp.id}/check`, { body: { kind, mapping } }),
                { failure: IMPORT_UI.checkFailed },
              )
            }
          >
            {again ? "Check the file again" : "Check the file"}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      </section>
    </Card>
  );
}
