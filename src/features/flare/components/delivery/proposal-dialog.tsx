import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type ProposalDto,
  SEGMENT_KEYS,
  SEGMENT_LABELS,
  type SegmentKey,
} from "../../flare-delivery.contract.ts";
import { ProposalList } from "./proposal-list.tsx";
import { useLoaded } from "./use-loaded.ts";

const SEGMENTS = SEGMENT_KEYS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] }));
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Generate the proposal PDF of the saved design, then download it or send it to the client. */
export function ProposalDialog({
  designId,
  open,
  onOpenChange,
}: {
  designId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, setData, error } = useLoaded<{ proposals: ProposalDto[] }>(
    `/api/flare/designs/${designId}/proposals`,
    open,
  );
  const [segment, setSegment] = useState<SegmentKey>("startup");
  const [assumptions, setAssumptions] = useState("");
  const [exclusions, setExclusions] = useState("");
  const { run, busy, fields } = useStaffAction();

  const generate = async () => {
    const res = await run(
      "generate",
      () =>
        api<{ proposal: ProposalDto; message: string }>(`/api/flare/designs/${designId}/proposals`, {
          body: { segment, assumptions: lines(assumptions), exclusions: lines(exclusions) },
        }),
      { failure: "Could not make the proposal.", reload: false },
    );
    if (res) setData({ proposals: [res.proposal, ...(data?.proposals ?? [])] });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Proposal"
      description="A PDF of the design as last saved: the flow, the phases with their points, the estimate and price from the segment's rates, the screens, and your assumptions and exclusions."
    >
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        <SelectField
          label="Segment"
          value={segment}
          onChange={(e) => setSegment(e.target.value as SegmentKey)}
          options={SEGMENTS}
          error={fields.segment}
        />
        <TextAreaField
          label="Assumptions"
          hint="One per line."
          rows={3}
          value={assumptions}
          onChange={(e) => setAssumptions(e.target.value)}
          error={fields.assumptions}
        />
        <TextAreaField
          label="Exclusions"
          hint="One per line."
          rows={3}
          value={exclusions}
          onChange={(e) => setExclusions(e.target.value)}
          error={fields.exclusions}
        />
        <Button type="submit" disabled={busy !== null} aria-busy={busy === "generate"}>
          {busy === "generate" ? <Spinner label="Generating" /> : null} Generate proposal
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {data ? (
        <ProposalList
          proposals={data.proposals}
          onSent={(p) => setData({ proposals: data.proposals.map((x) => (x.id === p.id ? p : x)) })}
        />
      ) : null}
    </FormDialog>
  );
}
