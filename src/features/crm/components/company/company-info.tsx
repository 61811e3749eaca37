import { Badge } from "#src/ui/badge.tsx";
import type { CompanyDetailDto } from "../../crm.contract.ts";
import { formatWhen } from "../../lib/format.ts";
import { CompanyForm } from "../company-form.tsx";
import { LeadHistory } from "../lead-history.tsx";
import type { CompanyActions } from "./use-company-actions.ts";

/**
 * The Company Info tab: the company's facts (or the form in edit mode), the technologies of its
 * last scan, and the leads it came from.
 */
export function CompanyInfo({
  company,
  editing,
  onSaved,
  actions,
}: {
  company: CompanyDetailDto;
  editing: boolean;
  onSaved: () => void;
  actions: CompanyActions;
}) {
  const tech = company.technologies;
  return (
    <>
      {editing ? (
        <CompanyForm
          submitLabel="Save changes"
          busy={actions.busy === "save"}
          errors={actions.fields}
          initial={{
            name: company.name,
            websiteUrl: company.websiteUrl ?? "",
            industry: company.industry ?? "",
            description: company.description ?? "",
            logoUrl: company.logoUrl ?? "",
            employeeCount: company.employeeCount === null ? "" : String(company.employeeCount),
            location: company.location ?? "",
            socialLinks: company.socialLinks,
          }}
          onSubmit={async (values) => {
            if (await actions.save(values)) onSaved();
          }}
        />
      ) : (
        <CompanyFacts company={company} />
      )}
      {tech ? (
        <section className="grid gap-2">
          <h3 className="font-semibold">Technologies on {tech.finalUrl}</h3>
          <p className="text-xs text-muted-fg">Scanned {formatWhen(tech.scannedAt)}</p>
          <ul className="flex flex-wrap gap-2">
            {tech.technologies.map((t) => (
              <li key={t.name}>
                <Badge>
                  {t.name}
                  {t.version ? ` ${t.version}` : ""} · {t.category}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {company.leadHistories.map((h) => (
        <LeadHistory key={h.lead.id} history={h} />
      ))}
    </>
  );
}

function CompanyFacts({ company }: { company: CompanyDetailDto }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {(
        [
          ["Website", company.websiteUrl],
          ["Industry", company.industry],
          ["Employees", company.employeeCount?.toLocaleString("en-US") ?? null],
          ["Location", company.location],
          ["Address", company.address],
          ["Emails", company.contactInfo.emails.join(", ") || null],
          ["Phones", company.contactInfo.phones.join(", ") || null],
          [
            "Social",
            Object.entries(company.socialLinks)
              .map(([k, v]) => `${k}: ${v}`)
              .join(", ") || null,
          ],
          ["Description", company.description],
        ] as const
      ).map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-fg">{k}</dt>
          <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{v ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
