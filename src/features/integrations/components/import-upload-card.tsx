import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { describedBy, Field, SelectField } from "#src/ui/form-controls.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { IMPORT_MAX_BYTES, type ImportDto, IMPORT_MESSAGES as M } from "../import.contract.ts";

const KIND_OPTIONS = [
  { value: "", label: "Guess from the columns" },
  { value: "contacts", label: "Contacts" },
  { value: "companies", label: "Companies" },
];

/** Step 1: choose a CSV file (and what it holds) and upload it. */
export function ImportUploadCard({ onUploaded }: { onUploaded: (id: string) => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!file) return setError(M.fileRequired);
    if (file.size === 0) return setError(M.fileEmpty);
    if (file.size > IMPORT_MAX_BYTES) return setError(M.tooLarge);
    setError(undefined);
    setBusy(true);
    const form = new FormData();
    if (kind) form.set("kind", kind);
    form.set("file", file);
    try {
      const res = await api<{ import: ImportDto; message: string }>("/api/integrations/imports", { form });
      toast.success(res.message);
      onUploaded(res.import.id);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : M.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="p-4">
      <form className="space-y-4" onSubmit={submit} noValidate>
        <h3 className="flex items-center gap-2 font-semibold text-lg">
          <Upload aria-hidden className="size-5" /> 1. Upload a CSV file
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={fileId}
            label="CSV file"
            error={error}
            hint="UTF-8 (Excel: CSV UTF-8), comma or semicolon separated"
          >
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className={`${inputClass} py-1.5`}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(fileId, error, "hint")}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(undefined);
              }}
            />
          </Field>
          <SelectField
            label="The file holds"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            options={KIND_OPTIONS}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </Button>
      </form>
    </Card>
  );
}
