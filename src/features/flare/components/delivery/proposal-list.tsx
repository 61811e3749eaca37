import { Download, Send } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { type ProposalDto, SEGMENT_LABELS } from "../../flare-delivery.contract.ts";
import { formatMoney } from "../../lib/delivery-plan.ts";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The design's proposals, newest first: figures, download, and sending to the client's email. */
export function ProposalList({
  proposals,
  onSent,
}: {
  proposals: ProposalDto[];
  onSent: (p: ProposalDto) => void;
}) {
  if (proposals.length === 0) return <p className="text-sm text-muted-fg">No proposal made yet.</p>;
  return (
    <section aria-labelledby="proposals-heading" className="grid gap-2">
      <h3 id="proposals-heading" className="text-sm font-semibold">
        Proposals
      </h3>
      <ul className="grid gap-2">
        {proposals.map((p) => (
          <ProposalItem key={p.id} proposal={p} onSent={onSent} />
        ))}
      </ul>
    </section>
  );
}

function ProposalItem({ proposal: p, onSent }: { proposal: ProposalDto; onSent: (p: ProposalDto) => void }) {
  const [email, setEmail] = useState("");
  const { run, busy, fields } = useStaffAction();
  const f = p.figures;
  const send = async () => {
    const res = await run(
      "send",
      () =>
        api<{ proposal: ProposalDto; message: string }>(`/api/flare/proposals/${p.id}/send`, {
          body: { email },
        }),
      { failure: "Could not send the proposal.", reload: false },
    );
    if (res) onSent(res.proposal);
  };
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 text-sm" data-testid="proposal">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          Version {p.designVersion} · {SEGMENT_LABELS[p.segment]}
        </span>
        <a
          href={p.downloadUrl}
          download={p.filename}
          className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
        >
          <Download aria-hidden="true" className="h-4 w-4" /> Download PDF
          <span className="sr-only"> of version {p.designVersion}</span>
        </a>
      </div>
      <p className="text-muted-fg">
        {f.totalPoints} points · {f.days} days · {formatMoney(f.priceLow, f.currency)} –{" "}
        {formatMoney(f.priceHigh, f.currency)}
      </p>
      <p className="text-xs text-muted-fg">
        Made {when(p.createdAt)} UTC by {p.createdBy}
        {p.sentTo && p.sentAt ? ` · sent to ${p.sentTo} on ${when(p.sentAt)} UTC` : ""}
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <TextField
          label="Client's email"
          type="email"
          autoComplete="email"
          className="min-w-48 flex-1"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields.email}
        />
        <Button type="submit" variant="outline" disabled={busy !== null} aria-busy={busy === "send"}>
          <Send aria-hidden="true" className="h-4 w-4" /> Send
        </Button>
      </form>
    </li>
  );
}
