import { Link } from "react-router";
import { Card } from "#src/ui/card.tsx";
import { crmPaths, type DealDetailDto } from "../../crm.contract.ts";

/** Links from the deal to its company, its contact and the pipeline. */
export function DealQuickLinks({
  company,
  contact,
}: {
  company: DealDetailDto["company"];
  contact: DealDetailDto["contact"];
}) {
  return (
    <Card className="grid gap-2 p-4">
      <h2 className="font-semibold">Quick Links</h2>
      {company ? (
        <Link to={crmPaths.company(company.id)} className="text-sm text-primary underline">
          Company profile: {company.name}
        </Link>
      ) : null}
      {contact ? (
        <Link to={crmPaths.contact(contact.id)} className="text-sm text-primary underline">
          Contact profile: {contact.firstName} {contact.lastName}
        </Link>
      ) : null}
      <Link to={crmPaths.pipeline} className="text-sm text-primary underline">
        Deal pipeline
      </Link>
    </Card>
  );
}
