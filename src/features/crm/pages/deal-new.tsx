import { useNavigate } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { DealForm, dealBody } from "../components/deal-form.tsx";
import { crmPaths, type DealCardDto, CRM_MESSAGES as M } from "../crm.contract.ts";
import { companyOptions } from "../server/companies.service.ts";
import { contactOptions } from "../server/contacts.service.ts";
import type { Route } from "./+types/deal-new";

export const handle = { title: "New Deal" };
export const meta = () => staffMeta("New Deal", "Command Center");

/** /admin/deals/new?company={id}: the company page's "New Deal" arrives with its company chosen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const company = new URL(request.url).searchParams.get("company");
  return pageData(async () => {
    const companies = await companyOptions(db, actor);
    const companyId = isUuid(company) && companies.some((c) => c.id === company) ? company : "";
    return { companies, companyId, contacts: await contactOptions(db, actor, companyId || null) };
  });
}

export function ErrorBoundary() {
  return <CrmPageError message={M.formLoadFailed} />;
}

export default function NewDeal({ loaderData }: Route.ComponentProps) {
  const { companies, companyId, contacts } = loaderData;
  const navigate = useNavigate();
  const { run, busy, fields } = useStaffAction();
  return (
    <Card className="max-w-3xl">
      <DealForm
        mode="create"
        companies={companies}
        initialContacts={contacts}
        busy={busy === "create"}
        errors={fields}
        initial={{
          name: "",
          value: "",
          stage: "qualification",
          priority: "medium",
          companyId,
          contactId: "",
          expectedCloseDate: "",
          notes: "",
        }}
        onSubmit={async (values) => {
          if (!values.companyId) {
            toast.error(M.selectCompany);
            return;
          }
          const done = await run(
            "create",
            () => api<{ deal: DealCardDto; message: string }>("/api/crm/deals", { body: dealBody(values) }),
            { failure: M.dealCreateFailed, reload: false },
          );
          if (done) navigate(crmPaths.deal(done.deal.id));
        }}
        onCancel={() => navigate(-1)}
      />
    </Card>
  );
}
