import { Card } from "#src/ui/card.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { type DealDetailDto, CRM_MESSAGES as M } from "../../crm.contract.ts";
import { DealForm } from "../deal-form.tsx";
import type { DealActions } from "./use-deal-actions.ts";

type Option = { id: string; name: string };

/** The deal page's edit mode: the deal form filled with the deal; a company stays required. */
export function DealEditForm({
  deal,
  companies,
  contacts,
  actions,
  onDone,
}: {
  deal: DealDetailDto["deal"];
  companies: Option[];
  contacts: Option[];
  actions: DealActions;
  onDone: () => void;
}) {
  return (
    <Card>
      <DealForm
        mode="edit"
        companies={companies}
        initialContacts={contacts}
        busy={actions.busy === "save"}
        errors={actions.fields}
        initial={{
          name: deal.name,
          value: deal.value === null ? "" : String(deal.value),
          stage: deal.stage,
          priority: deal.priority,
          companyId: deal.companyId ?? "",
          contactId: deal.contactId ?? "",
          expectedCloseDate: deal.expectedCloseDate ?? "",
          notes: deal.notes ?? "",
        }}
        onSubmit={async (values) => {
          if (!values.companyId) {
            toast.error(M.selectCompany);
            return;
          }
          if (await actions.save(values)) onDone();
        }}
        onCancel={onDone}
      />
    </Card>
  );
}
