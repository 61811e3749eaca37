import { type RescoreResultDto, SCORE_BANDS } from "../../crm.contract.ts";

/** What saving a rule did to the leads: how many were scored and changed, by band, with examples. */
export function RescoreResult({ result }: { result: RescoreResultDto }) {
  return (
    <section aria-live="polite" className="grid gap-2 rounded-xl border border-border bg-card p-4 text-sm">
      <h2 className="font-semibold">{result.message}</h2>
      <p className="text-muted-fg">
        {result.leadsScored.toLocaleString("en-US")} leads scored in {result.ms} ms;{" "}
        {result.leadsChanged.toLocaleString("en-US")} changed.
      </p>
      <ul className="flex flex-wrap gap-3">
        {result.bandChanges.map((b) => (
          <li key={b.band}>
            {SCORE_BANDS.find((s) => s.value === b.band)?.label}: {b.before} → {b.after}
          </li>
        ))}
      </ul>
      {result.examples.length ? (
        <ul className="grid gap-0.5">
          {result.examples.map((e) => (
            <li key={e.leadId}>
              {e.name ?? "Unnamed lead"}: {e.before} → {e.after}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
