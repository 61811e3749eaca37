import { api } from "#src/lib/api-client.ts";
import { Sheet } from "#src/ui/sheet.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CRM_MESSAGES as M } from "../../crm.contract.ts";
import { CompanyForm, companyBody, EMPTY_COMPANY } from "../company-form.tsx";
import { DuplicateWarning, useDuplicateCheck } from "../duplicate-warning.tsx";

/** New Company in a sheet beside the list; it closes once the company is created. */
export function NewCompanySheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { run, busy, fields } = useStaffAction();
  const duplicates = useDuplicateCheck();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="New Company" side="right" className="w-[30rem]">
      <div className="grid gap-4 p-4">
        <DuplicateWarning what="company" pending={duplicates.pending} onDismiss={duplicates.dismiss} />
        <CompanyForm
          initial={EMPTY_COMPANY}
          submitLabel="Create Company"
          busy={busy === "create" || duplicates.checking}
          errors={fields}
          onSubmit={async (values) => {
            const create = async () => {
              const done = await run(
                "create",
                () => api("/api/crm/companies", { body: companyBody(values) }),
                { failure: M.companyCreateFailed },
              );
              if (done) onOpenChange(false);
            };
            await duplicates.check(
              { type: "company", name: values.name || null, website: values.websiteUrl || null },
              create,
            );
          }}
        />
      </div>
    </Sheet>
  );
}
