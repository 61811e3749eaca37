import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import type { DeliveryDto, DiffEntry } from "../../flare-delivery.contract.ts";
import { DELIVERY_LIST_NAMES } from "../../lib/delivery-plan.ts";

const CHANGE_LABEL: Record<DiffEntry["change"], string> = {
  added: "Added",
  changed: "Changed",
  removed: "Removed",
};

function describe(d: DiffEntry): string {
  const where = DELIVERY_LIST_NAMES[d.list];
  if (d.change === "changed") return `${d.fields.join(", ")} · ${where}`;
  return `${d.kind === "screen" ? "Screen" : "Feature"} · ${where}`;
}

/** The delivery project: its lists, and the design's differences since, ticked to apply. */
export function DeliveryProject({
  designId,
  data,
  onChange,
}: {
  designId: string;
  data: DeliveryDto;
  onChange: (d: DeliveryDto) => void;
}) {
  const d = data.delivery!;
  const [accepted, setAccepted] = useState<string[]>([]);
  const { run, busy } = useStaffAction();
  const apply = async () => {
    const res = await run(
      "apply",
      () =>
        api<DeliveryDto & { message: string }>(`/api/flare/designs/${designId}/delivery/apply`, {
          body: { version: data.designVersion, accept: accepted },
        }),
      { failure: "Could not apply the differences.", reload: false },
    );
    if (res) {
      setAccepted([]);
      onChange(res);
    }
  };
  const toggle = (id: string, on: boolean) =>
    setAccepted((a) => (on ? [...a, id] : a.filter((x) => x !== id)));
  return (
    <div className="grid gap-3 text-sm">
      <p>
        In delivery since version {d.startedVersion}; changes applied up to version {d.appliedVersion}.{" "}
        {d.taskCount} tasks.
      </p>
      <nav aria-label="Delivery lists">
        <ul className="flex flex-wrap gap-3">
          {d.listUrls.map((l) => (
            <li key={l.key}>
              <Link to={l.url} className="text-primary underline underline-offset-4">
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.diff.length === 0 ? (
        <p role="status">The project is up to date with design version {data.designVersion}.</p>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold">
              Differences in version {data.designVersion} ({data.diff.length})
            </legend>
            {data.diff.map((x) => (
              <label key={x.nodeId} className="flex items-start gap-2 rounded-md border border-border p-2">
                <input
                  type="checkbox"
                  className="mt-1 h-4 w-4"
                  checked={accepted.includes(x.nodeId)}
                  onChange={(e) => toggle(x.nodeId, e.target.checked)}
                />
                <span>
                  <span className="font-medium">
                    {CHANGE_LABEL[x.change]}: {x.title || "Untitled"}
                  </span>
                  <span className="block text-xs text-muted-fg">{describe(x)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button
            type="submit"
            disabled={busy !== null || accepted.length === 0}
            aria-busy={busy === "apply"}
          >
            {busy === "apply" ? <Spinner label="Applying" /> : null} Apply selected ({accepted.length})
          </Button>
        </form>
      )}
    </div>
  );
}
