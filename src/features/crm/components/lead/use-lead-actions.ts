import { api } from "#src/lib/api-client.ts";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { type ConvertResultDto, CRM_MESSAGES as M } from "../../crm.contract.ts";

/**
 * What staff do on a lead's page, through the kit's action hook (one busy key and one set of field
 * errors for the page); each resolves to the result, or undefined when it failed.
 */
export function useLeadActions(leadId: string) {
  const { run, busy, fields } = useStaffAction();
  const base = `/api/crm/leads/${leadId}`;
  return {
    busy,
    fields,
    setStatus: (status: string) =>
      run("status", () => api(base, { method: "PATCH", body: { status } }), { failure: M.leadsFetchFailed }),
    logActivity: (activity: { type: string; description: string }) =>
      run("activity", () => api(`${base}/activities`, { body: activity }), { failure: M.activityLogFailed }),
    convert: (dealName: string, value: string) =>
      run(
        "convert",
        () =>
          api<ConvertResultDto>(`${base}/convert`, {
            body: { dealName: dealName || null, value: value || null },
          }),
        { failure: "Failed to convert the lead", reload: false },
      ),
  };
}

export type LeadActions = ReturnType<typeof useLeadActions>;
