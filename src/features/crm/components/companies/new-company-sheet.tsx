import { api } from "#src/lib/api-client.ts";
import { Sheet } from "#src/ui/sheet.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CRM_MESSAGES as M } from "../../crm.contract.ts";
import { CompanyForm, companyBody, EMPTY_COMPANY } from "../company-form.tsx";

/** New Company in a sheet beside the list; it closes once the company is created. */
export function NewCompanySheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { run, busy, fields } = useStaffAction();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="New Company" side="right" className="w-[30rem]">
      <div className="p-4">
        <CompanyForm
          initial={EMPTY_COMPANY}
          submitLabel="Create Company"
          busy={busy === "create"}
          errors={fields}
          onSubmit={async (values) => {
            const done = await run("create", () => api("/api/crm/companies", { body: companyBody(values) }), {
              failure: M.companyCreateFailed,
            });
            if (done) onOpenChange(false);
          }}
        />
      </div>
    </Sheet>
  );
}
