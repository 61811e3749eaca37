import { Download } from "lucide-react";
import { Form } from "react-router";
import { formatMoney } from "#src/lib/money.ts";
import { Button } from "#src/ui/button.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { type CampaignReturnDto, type ReturnRowDto, rangeQuery } from "../../campaign-return.contract.ts";

const money = (n: number | null) => (n === null ? "—" : formatMoney(n));
const times = (n: number | null) => (n === null ? "—" : `${n.toFixed(2)}×`);
const TH = "p-3";
const NUM = `${TH} text-right tabular-nums`;
const COLUMNS = [
  "Visitors",
  "Leads",
  "Qualified",
  "Deals",
  "Won",
  "Won revenue",
  "Cost per lead",
  "Return on spend",
];

function ReturnTable({ caption, first, rows }: { caption: string; first: string; rows: ReturnRowDto[] }) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-fg">
            <th scope="col" className={TH}>
              {first}
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`${TH} text-right`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-border last:border-0">
              <th scope="row" className={`${TH} text-left font-medium`}>
                {r.label}
                {first === "Campaign" ? (
                  <span className="block text-xs font-normal text-muted-fg">
                    {r.campaign ? `utm_campaign=${r.campaign}` : "No UTM values set on its card"}
                  </span>
                ) : null}
              </th>
              <td className={NUM}>{r.visitors}</td>
              <td className={NUM}>{r.leads}</td>
              <td className={NUM}>{r.qualified}</td>
              <td className={NUM}>{r.deals}</td>
              <td className={NUM}>{r.won}</td>
              <td className={NUM}>{formatMoney(r.wonRevenue)}</td>
              <td className={NUM}>{money(r.costPerLead)}</td>
              <td className={NUM}>{times(r.returnOnSpend)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * Campaign return: what each campaign's links (and every UTM source/medium/campaign) brought over
 * the period: visitors, leads by first touch, qualified leads, deals, won deals and their value,
 * cost per lead and return on spend; 7/30/90 days or a custom range, and the CSV.
 */
export function CampaignReturnPanel({
  report,
  rangeError,
}: {
  report: CampaignReturnDto;
  rangeError: string | null;
}) {
  return (
    <section aria-labelledby="ma-return" className="grid gap-4">
      <h3 id="ma-return" className="text-lg font-semibold">
        Campaign return
      </h3>
      <p className="text-sm text-muted-fg">
        {report.from} to {report.to} (UTC): the period chosen above, or a custom range. Leads count by their
        first touch; deals and won revenue are those leads' deals.
      </p>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <TextField
          label="From"
          name="from"
          type="date"
          defaultValue={report.from}
          required
          error={rangeError ?? undefined}
        />
        <TextField label="To" name="to" type="date" defaultValue={report.to} required />
        <Button type="submit" variant="outline">
          Show range
        </Button>
        <a
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline"
          href={`/api/command-center/campaign-return.csv?${rangeQuery(report)}`}
          download
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Download CSV
        </a>
      </Form>
      <ReturnTable caption="Return per campaign" first="Campaign" rows={report.byCampaign} />
      <ReturnTable
        caption="Return per UTM source / medium / campaign"
        first="Source / medium / campaign"
        rows={report.byUtm}
      />
    </section>
  );
}
