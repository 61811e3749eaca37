import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  DUPLICATE_CHOICE_LABELS,
  DUPLICATE_CHOICES,
  type DuplicateChoice,
  guessMapping,
  IMPORT_UI,
  type ImportDto,
  type ImportKind,
  type ImportPreviewDto,
} from "../import.contract.ts";
import { ImportMappingTable } from "./import-mapping-table.tsx";
import { ImportPreviewTable } from "./import-preview-table.tsx";

const KIND_OPTIONS = [
  { value: "contacts", label: "Contacts" },
  { value: "companies", label: "Companies" },
];
const CHOICE_OPTIONS = DUPLICATE_CHOICES.map((c) => ({ value: c, label: DUPLICATE_CHOICE_LABELS[c] }));

/** Steps 2 and 3: map the columns (guessed from the header), check the first rows, choose, run. */
export function ImportWizard({ imp, onCancel }: { imp: ImportDto; onCancel: () => void }) {
  const [kind, setKind] = useState<ImportKind>(imp.kind);
  const [mapping, setMapping] = useState<Record<string, string>>(imp.guessedMapping);
  const [policy, setPolicy] = useState<DuplicateChoice>("skip");
  const [preview, setPreview] = useState<ImportPreviewDto | null>(null);
  const [overrides, setOverrides] = useState<Record<string, DuplicateChoice>>({});
  const { run, busy, fields } = useStaffAction();
  const base = `/api/integrations/imports/${imp.id}`;
  const settings = { kind, mapping, duplicatePolicy: policy };

  const changed = () => {
    setPreview(null);
    setOverrides({});
  };

  return (
    <Card className="space-y-6 p-4">
      <section className="space-y-4" aria-labelledby="import-map-title">
        <h3 id="import-map-title" className="font-semibold text-lg">
          2. Map the columns of {imp.filename}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="The file holds"
            value={kind}
            options={KIND_OPTIONS}
            onChange={(e) => {
              const next = e.target.value as ImportKind;
              setKind(next);
              setMapping(guessMapping(next, imp.header));
              changed();
            }}
          />
          <SelectField
            label="When a row matches an existing record"
            value={policy}
            options={CHOICE_OPTIONS}
            hint="Each duplicate below can be given its own choice."
            onChange={(e) => {
              setPolicy(e.target.value as DuplicateChoice);
              setOverrides({});
            }}
          />
        </div>
        <ImportMappingTable
          kind={kind}
          header={imp.header}
          rows={imp.previewRows}
          mapping={mapping}
          error={fields.mapping}
          onChange={(next) => {
            setMapping(next);
            changed();
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy !== null}
            onClick={() =>
              run("preview", () => api<ImportPreviewDto>(`${base}/preview`, { body: settings }), {
                failure: IMPORT_UI.previewFailed,
                success: () => undefined,
                reload: false,
              }).then((p) => p && setPreview(p))
            }
          >
            Check the rows
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </section>
      {preview ? (
        <section className="space-y-4" aria-labelledby="import-check-title">
          <h3 id="import-check-title" className="font-semibold text-lg">
            3. Check the first rows
          </h3>
          <p className="text-sm" role="status">
            Of the first {preview.checked} rows, {preview.invalid} cannot be imported and {preview.duplicates}{" "}
            {preview.duplicates === 1 ? "matches an existing record" : "match existing records"}. The rest of
            the file is checked the same way while it runs.
          </p>
          <ImportPreviewTable
            preview={preview}
            policy={policy}
            overrides={overrides}
            onChoose={(row, choice) => setOverrides((o) => ({ ...o, [String(row)]: choice }))}
          />
          <Button
            disabled={busy !== null}
            onClick={() =>
              run("run", () => api(`${base}/run`, { body: { ...settings, overrides } }), {
                failure: IMPORT_UI.runFailed,
              })
            }
          >
            Run the import
          </Button>
        </section>
      ) : null}
    </Card>
  );
}
