import { Pencil, Tag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { ContactForm, contactBody } from "../components/contact-form.tsx";
import { EngagementBadge, StageBadge } from "../components/crm-badges.tsx";
import { CrmPageError } from "../components/crm-page-error.tsx";
import { LeadHistory } from "../components/lead-history.tsx";
import { crmPaths, CRM_MESSAGES as M } from "../crm.contract.ts";
import { formatMoney, formatWhen } from "../lib/format.ts";
import { companyOptions } from "../server/companies.service.ts";
import { getContactDetail } from "../server/contacts.service.ts";
import type { Route } from "./+types/contact";

export const handle = { title: "Contact" };
export function meta({ loaderData }: Route.MetaArgs) {
  const c = loaderData?.contact;
  return staffMeta(c ? `${c.firstName} ${c.lastName}` : "Contact", "Command Center");
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  // An invalid id is a 400 and an unknown one a 404, each with the page's message.
  const [contact, companies] = await pageData(() =>
    Promise.all([getContactDetail(db, actor, params.id), companyOptions(db, actor)]),
  );
  return { contact, companies };
}

export function ErrorBoundary() {
  return (
    <CrmPageError message={M.contactFetchFailed} back={{ to: "/admin/sales", label: "Back to Sales" }} />
  );
}

/** /admin/contacts/{id}: the contact, editable; tags; deals; the lead it came from. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { contact, companies } = loaderData;
  const { run, busy, fields } = useStaffAction();
  const [editing, setEditing] = useState(false);
  const [tag, setTag] = useState("");
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-6">
        <Card className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-semibold">
              {contact.firstName} {contact.lastName}
            </h2>
            <EngagementBadge score={contact.engagementScore} />
            <Badge>{contact.lifecycleStage}</Badge>
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              aria-pressed={editing}
              onClick={() => setEditing(!editing)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {editing ? "View" : "Edit"}
            </Button>
          </div>
          {editing ? (
            <ContactForm
              companies={companies}
              submitLabel="Save changes"
              busy={busy === "save"}
              errors={fields}
              initial={{
                firstName: contact.firstName,
                lastName: contact.lastName,
                email: contact.email ?? "",
                phone: contact.phone ?? "",
                jobTitle: contact.jobTitle ?? "",
                department: contact.department ?? "",
                companyId: contact.companyId ?? "",
                lifecycleStage: contact.lifecycleStage,
                notes: contact.notes ?? "",
                linkedin: contact.socialProfiles.linkedin ?? "",
                twitter: contact.socialProfiles.twitter ?? "",
                github: contact.socialProfiles.github ?? "",
              }}
              onSubmit={async (values) => {
                const done = await run(
                  "save",
                  () =>
                    api(`/api/crm/contacts/${contact.id}`, { method: "PATCH", body: contactBody(values) }),
                  {
                    failure: M.contactUpdateFailed,
                  },
                );
                if (done) setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
              {(
                [
                  ["Email", contact.email],
                  ["Phone", contact.phone],
                  ["Job title", contact.jobTitle],
                  ["Department", contact.department],
                  ["Company", contact.companyName],
                  ["Interactions", String(contact.interactionCount)],
                  [
                    "Social",
                    Object.entries(contact.socialProfiles)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join(", ") || null,
                  ],
                  ["Notes", contact.notes],
                  ["Updated", formatWhen(contact.updatedAt)],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-fg">{k}</dt>
                  <dd className="[overflow-wrap:anywhere] whitespace-pre-line">
                    {k === "Company" && contact.companyId ? (
                      <Link to={crmPaths.company(contact.companyId)} className="text-primary underline">
                        {v}
                      </Link>
                    ) : (
                      (v ?? "—")
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">Deals</h2>
          <ul className="grid gap-2">
            {contact.deals.map((d) => (
              <li
                key={d.id}
                className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3 text-sm"
              >
                <Link to={crmPaths.deal(d.id)} className="font-medium text-primary underline">
                  {d.name}
                </Link>
                <StageBadge stage={d.stage} />
                <span>{formatMoney(d.value)}</span>
              </li>
            ))}
            {contact.deals.length === 0 ? (
              <li className="text-sm text-muted-fg">No deals with this contact yet.</li>
            ) : null}
          </ul>
        </section>
        {contact.leadHistory ? <LeadHistory history={contact.leadHistory} /> : null}
      </div>
      <aside className="grid content-start gap-4">
        <Card className="grid gap-3 p-4">
          <h2 className="font-semibold">Tags</h2>
          <ul className="flex flex-wrap gap-1">
            {contact.tags.map((t) => (
              <li key={t}>
                <Badge>{t}</Badge>
              </li>
            ))}
            {contact.tags.length === 0 ? <li className="text-sm text-muted-fg">No tags yet.</li> : null}
          </ul>
          <form
            className="flex items-end gap-2"
            onSubmit={async (e) => {
              e.preventDefault();
              const clean = tag.trim();
              if (!clean) {
                toast.error(M.tagEmpty);
                return;
              }
              if (contact.tags.some((t) => t.toLowerCase() === clean.toLowerCase())) {
                toast.error(M.tagExists);
                return;
              }
              const done = await run(
                "tag",
                () => api(`/api/crm/contacts/${contact.id}/tags`, { body: { tag: clean } }),
                {
                  failure: M.contactUpdateFailed,
                  success: "Tag added",
                },
              );
              if (done) setTag("");
            }}
          >
            <TextField
              label="New tag"
              className="flex-1"
              value={tag}
              error={fields.tag}
              onChange={(e) => setTag(e.target.value)}
            />
            <Button type="submit" variant="outline" disabled={busy === "tag"}>
              <Tag aria-hidden="true" className="h-4 w-4" />
              Add
            </Button>
          </form>
        </Card>
        <ButtonLink to="/command-center/sales/contacts" variant="ghost">
          Back to contacts
        </ButtonLink>
      </aside>
    </div>
  );
}
