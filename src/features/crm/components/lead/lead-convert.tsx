import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { companyCurrencyCode } from "#src/lib/money.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { crmPaths, type LeadDetailDto, sourceLabel } from "../../crm.contract.ts";
import type { LeadActions } from "./use-lead-actions.ts";

/**
 * Convert: a converted lead links to its deal, contact and company; otherwise the button opens the
 * sheet (an optional deal name and value), and the new deal's page opens once it is made.
 */
export function LeadConvert({ lead, actions }: { lead: LeadDetailDto; actions: LeadActions }) {
  const navigate = useNavigate();
  const [converting, setConverting] = useState(false);
  const [dealName, setDealName] = useState("");
  const [value, setValue] = useState("");
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold">Convert</h2>
      {lead.status === "converted" ? (
        <ul className="grid gap-1 text-sm">
          {lead.convertedDealId ? (
            <li>
              <Link className="text-primary underline" to={crmPaths.deal(lead.convertedDealId)}>
                Open the deal
              </Link>
            </li>
          ) : null}
          {lead.convertedContactId ? (
            <li>
              <Link className="text-primary underline" to={crmPaths.contact(lead.convertedContactId)}>
                Open the contact
              </Link>
            </li>
          ) : null}
          {lead.convertedCompanyId ? (
            <li>
              <Link className="text-primary underline" to={crmPaths.company(lead.convertedCompanyId)}>
                Open the company
              </Link>
            </li>
          ) : null}
        </ul>
      ) : (
        <>
          <p className="text-sm text-muted-fg">
            Makes a contact, a company (an existing one with the same email domain is reused) and a deal in
            Qualification.
          </p>
          <Button onClick={() => setConverting(true)}>
            <ArrowRightLeft aria-hidden="true" className="h-4 w-4" />
            Convert lead
          </Button>
        </>
      )}
      <Sheet
        open={converting}
        onOpenChange={setConverting}
        title="Convert lead"
        side="right"
        className="w-[26rem]"
      >
        <form
          className="grid gap-4 p-4"
          onSubmit={async (e) => {
            e.preventDefault();
            const done = await actions.convert(dealName, value);
            if (done) navigate(crmPaths.deal(done.dealId));
          }}
        >
          <TextField
            label="Deal name (optional)"
            value={dealName}
            error={actions.fields.dealName}
            hint={`Default: ${lead.company ?? "the company"}: ${sourceLabel(lead.source)}`}
            onChange={(e) => setDealName(e.target.value)}
          />
          <TextField
            label={`Value in ${companyCurrencyCode()} (optional)`}
            inputMode="decimal"
            value={value}
            error={actions.fields.value}
            onChange={(e) => setValue(e.target.value)}
          />
          <Button type="submit" disabled={actions.busy === "convert"}>
            Convert
          </Button>
        </form>
      </Sheet>
    </Card>
  );
}
