import { useNavigate } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { ContactForm, contactBody, EMPTY_CONTACT } from "../components/contact-form.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { DuplicateWarning, useDuplicateCheck } from "../components/duplicate-warning.tsx";
import { type ContactRowDto, crmPaths, CRM_MESSAGES as M } from "../crm.contract.ts";
import { companyOptions } from "../server/companies.service.ts";
import type { Route } from "./+types/contact-new";

export const handle = { title: "New Contact" };
export const meta = () => staffMeta("New Contact", "Command Center");

/** /admin/contacts/new?company={id}: the company page's "Add Contact". */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  const companies = await pageData(() => companyOptions(db, actor));
  const company = new URL(request.url).searchParams.get("company");
  return { companies, companyId: isUuid(company) && companies.some((c) => c.id === company) ? company : "" };
}

export function ErrorBoundary() {
  return <CrmPageError message={M.formLoadFailed} />;
}

export default function NewContact({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { run, busy, fields } = useStaffAction();
  const duplicates = useDuplicateCheck();
  return (
    <Card className="grid max-w-3xl gap-4">
      <DuplicateWarning what="contact" pending={duplicates.pending} onDismiss={duplicates.dismiss} />
      <ContactForm
        initial={{ ...EMPTY_CONTACT, companyId: loaderData.companyId }}
        companies={loaderData.companies}
        submitLabel="Create Contact"
        busy={busy === "create" || duplicates.checking}
        errors={fields}
        onSubmit={async (values) => {
          const create = async () => {
            const done = await run(
              "create",
              () =>
                api<{ contact: ContactRowDto; message: string }>("/api/crm/contacts", {
                  body: contactBody(values),
                }),
              { failure: M.contactCreateFailed, reload: false },
            );
            if (done) navigate(crmPaths.contact(done.contact.id));
          };
          const company = loaderData.companies.find((c) => c.id === values.companyId)?.name;
          await duplicates.check(
            {
              type: "contact",
              name: `${values.firstName} ${values.lastName}`.trim() || null,
              email: values.email || null,
              phone: values.phone || null,
              company: company ?? null,
            },
            create,
          );
        }}
        onCancel={() => navigate(-1)}
      />
    </Card>
  );
}
