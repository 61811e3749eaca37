import { ScanSearch } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CRM_MESSAGES as M, normalizeWebsite } from "../../crm.contract.ts";

type Scan = {
  finalUrl: string;
  technologies: { name: string; category: string; confidence: number; version: string | null }[];
};

/** The website technology scan of any address (checked before it is sent), its findings beneath. */
export function TechScan() {
  const { run, busy } = useStaffAction();
  const [url, setUrl] = useState("");
  const [scan, setScan] = useState<Scan | null>(null);
  const [error, setError] = useState<string | undefined>();
  return (
    <section className="grid gap-2 rounded-xl border border-border p-4">
      <h2 className="font-semibold">Website technology scan</h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!normalizeWebsite(url)) {
            setError(M.validUrl);
            return;
          }
          setError(undefined);
          const done = await run(
            "scan",
            () => api<{ scan: Scan; message: string }>("/api/crm/tech-scan", { body: { url } }),
            { failure: M.techScanFailed, reload: false },
          );
          if (done) setScan(done.scan);
        }}
      >
        <TextField
          id="scan-url"
          label="Website"
          className="min-w-56 flex-1"
          placeholder="example.com"
          value={url}
          error={error}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy === "scan"}>
          <ScanSearch aria-hidden="true" className="h-4 w-4" />
          {busy === "scan" ? "Scanning…" : "Scan"}
        </Button>
      </form>
      {scan ? <ScanFindings scan={scan} /> : null}
    </section>
  );
}

function ScanFindings({ scan }: { scan: Scan }) {
  return (
    <div className="text-sm">
      <p className="text-muted-fg">{scan.finalUrl}</p>
      {scan.technologies.length ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {scan.technologies.map((t) => (
            <li key={t.name}>
              <Badge>
                {t.name}
                {t.version ? ` ${t.version}` : ""} · {t.category} · {t.confidence}%
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p>No known technology was found.</p>
      )}
    </div>
  );
}
