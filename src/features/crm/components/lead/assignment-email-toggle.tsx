import { api } from "#src/lib/api-client.ts";
import { useStaffAction } from "#src/ui/use-staff-action.ts";

/** The caller's own choice: an email (besides the bell) when a lead is assigned to them. */
export function AssignmentEmailToggle({ emailOnAssignment }: { emailOnAssignment: boolean }) {
  const { run, busy } = useStaffAction();
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="h-4 w-4 accent-[var(--primary)]"
        checked={emailOnAssignment}
        disabled={busy !== null}
        onChange={(e) => {
          const next = e.currentTarget.checked;
          void run(
            "prefs",
            () => api("/api/crm/preferences", { method: "PUT", body: { emailOnAssignment: next } }),
            {
              failure: "Failed to save the notification preference",
            },
          );
        }}
      />
      Email me when a lead is assigned to me
    </label>
  );
}
