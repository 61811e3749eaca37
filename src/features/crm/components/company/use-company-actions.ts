import { api } from "#src/lib/api-client.ts";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CRM_MESSAGES as M } from "../../crm.contract.ts";
import { type CompanyFormValues, companyBody } from "../company-form.tsx";
import type { EnrichConflict } from "../enrich-conflicts.tsx";

type EnrichResult = { proposal: { fields: { action: string; field: string }[] } };

/**
 * What staff do on a company's page, through the kit's action hook (one busy key and one set of
 * field errors for the page); each resolves to the result, or undefined when it failed.
 */
export function useCompanyActions(companyId: string) {
  const { run, busy, fields } = useStaffAction();
  const base = `/api/crm/companies/${companyId}`;
  return {
    busy,
    fields,
    save: (values: CompanyFormValues) =>
      run("save", () => api(base, { method: "PATCH", body: companyBody(values) }), {
        failure: M.companyUpdateFailed,
      }),
    /**
     * Enrich Data writes what was missing and the accepted fields; resolves to what still differs
     * from the website (replaced only when asked), or undefined when it failed.
     */
    enrich: async (accept: string[] = []) => {
      const res = await run("enrich", () => api<EnrichResult>(`${base}/enrich`, { body: { accept } }), {
        failure: M.enrichFailed,
      });
      return res?.proposal.fields.filter(
        (f): f is EnrichConflict => f.action === "conflict" && !accept.includes(f.field),
      );
    },
    scan: () => run("scan", () => api(`${base}/tech-scan`, { body: {} }), { failure: M.techScanFailed }),
  };
}

export type CompanyActions = ReturnType<typeof useCompanyActions>;
