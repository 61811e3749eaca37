import { Plus, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#src/ui/button.tsx";
import { type CompanyDetailDto, crmPaths } from "../../crm.contract.ts";
import { formatCloseDate, formatMoney } from "../../lib/format.ts";
import { StageBadge } from "../crm-badges.tsx";

/** The Contacts tab: Add Contact, then each contact with their title, email and phone. */
export function CompanyContacts({ company }: { company: CompanyDetailDto }) {
  return (
    <>
      <div>
        <ButtonLink to={crmPaths.newContact(company.id)} size="sm">
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Add Contact
        </ButtonLink>
      </div>
      <ul className="grid gap-2">
        {company.contacts.map((c) => (
          <li
            key={c.id}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3 text-sm"
          >
            <Link to={crmPaths.contact(c.id)} className="font-medium text-primary underline">
              {c.firstName} {c.lastName}
            </Link>
            <span className="text-muted-fg">
              {[c.jobTitle, c.email, c.phone].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
        {company.contacts.length === 0 ? <li className="text-sm text-muted-fg">No contacts yet.</li> : null}
      </ul>
    </>
  );
}

/** The Deals tab: New Deal, then each deal with its stage, value and expected close. */
export function CompanyDeals({ company }: { company: CompanyDetailDto }) {
  return (
    <>
      <div>
        <ButtonLink to={crmPaths.newDeal(company.id)} size="sm">
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Deal
        </ButtonLink>
      </div>
      <ul className="grid gap-2">
        {company.deals.map((d) => (
          <li
            key={d.id}
            className="flex flex-wrap items-center gap-2 rounded-lg border border-border p-3 text-sm"
          >
            <Link to={crmPaths.deal(d.id)} className="font-medium text-primary underline">
              {d.name}
            </Link>
            <StageBadge stage={d.stage} />
            <span>{formatMoney(d.value)}</span>
            <span className="text-muted-fg">Close {formatCloseDate(d.expectedCloseDate)}</span>
          </li>
        ))}
        {company.deals.length === 0 ? <li className="text-sm text-muted-fg">No deals yet.</li> : null}
      </ul>
    </>
  );
}
