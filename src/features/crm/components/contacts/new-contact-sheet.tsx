import { api } from "#src/lib/api-client.ts";
import { Sheet } from "#src/ui/sheet.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CRM_MESSAGES as M } from "../../crm.contract.ts";
import { ContactForm, contactBody, EMPTY_CONTACT } from "../contact-form.tsx";

/** New Contact in a sheet beside the list; it closes once the contact is created. */
export function NewContactSheet({
  open,
  onOpenChange,
  companies,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companies: { id: string; name: string }[];
}) {
  const { run, busy, fields } = useStaffAction();
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="New Contact" side="right" className="w-[32rem]">
      <div className="p-4">
        <ContactForm
          initial={EMPTY_CONTACT}
          companies={companies}
          submitLabel="Create Contact"
          busy={busy === "create"}
          errors={fields}
          onSubmit={async (values) => {
            const done = await run("create", () => api("/api/crm/contacts", { body: contactBody(values) }), {
              failure: M.contactCreateFailed,
            });
            if (done) onOpenChange(false);
          }}
        />
      </div>
    </Sheet>
  );
}
