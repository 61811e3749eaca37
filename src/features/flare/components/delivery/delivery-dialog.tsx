import { useEffect, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type DeliveryDto,
  SEGMENT_KEYS,
  SEGMENT_LABELS,
  type SegmentKey,
  type StartDeliveryResultDto,
} from "../../flare-delivery.contract.ts";
import { DeliveryProject } from "./delivery-project.tsx";
import { useLoaded } from "./use-loaded.ts";

const SEGMENTS = SEGMENT_KEYS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] }));

/**
 * Start delivery (a workspace project from the saved version), or, once started, the project's
 * lists and the differences of the design since, to apply one by one.
 */
export function DeliveryDialog({
  designId,
  open,
  onOpenChange,
}: {
  designId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, setData, error } = useLoaded<DeliveryDto>(`/api/flare/designs/${designId}/delivery`, open);
  const [workspaceId, setWorkspaceId] = useState("");
  const [segment, setSegment] = useState<SegmentKey>("startup");
  const { run, busy, fields } = useStaffAction();
  useEffect(() => {
    if (data && !workspaceId && data.workspaces[0]) setWorkspaceId(data.workspaces[0].id);
  }, [data, workspaceId]);

  const start = async () => {
    if (!data) return;
    const res = await run(
      "start",
      () =>
        api<StartDeliveryResultDto>(`/api/flare/designs/${designId}/delivery`, {
          body: { workspaceId, segment, version: data.designVersion },
        }),
      { failure: "Could not start delivery.", reload: false },
    );
    if (res) setData(res.delivery);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delivery"
      description="Turns the design as last saved into a workspace project: a space for the client, a list per phase, a task per feature and per screen."
    >
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {!data && !error ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-fg">
          <Spinner label="Loading" /> Loading…
        </p>
      ) : null}
      {data?.delivery ? <DeliveryProject designId={designId} data={data} onChange={setData} /> : null}
      {data && !data.delivery ? (
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <p className="text-sm text-muted-fg">From design version {data.designVersion}.</p>
          {data.workspaces.length === 0 ? (
            <p className="text-sm">Create a workspace (or ask to be added to one) to deliver in.</p>
          ) : (
            <SelectField
              label="Workspace"
              value={workspaceId}
              onChange={(e) => setWorkspaceId(e.target.value)}
              options={data.workspaces.map((w) => ({ value: w.id, label: w.name }))}
              error={fields.workspaceId}
            />
          )}
          <SelectField
            label="Segment (for the estimates)"
            value={segment}
            onChange={(e) => setSegment(e.target.value as SegmentKey)}
            options={SEGMENTS}
            error={fields.segment}
          />
          <Button type="submit" disabled={busy !== null || !workspaceId} aria-busy={busy === "start"}>
            {busy === "start" ? <Spinner label="Starting" /> : null} Start delivery
          </Button>
        </form>
      ) : null}
    </FormDialog>
  );
}
