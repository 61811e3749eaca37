import { Card } from "#src/ui/card.tsx";
import { TIME_OFF_TYPE_LABELS } from "../../lib/format.ts";
import type { TimeOffBalanceDto } from "../../people.contract.ts";

/** One year's days off from the time-off policy: what is left of each leave type's allowance. */
export function BalanceCard({ balance }: { balance: TimeOffBalanceDto }) {
  if (!balance.policySet) {
    return (
      <Card className="grid gap-2 p-5">
        <h2 className="text-sm font-medium text-muted-fg">Days available in {balance.year}</h2>
        <p className="text-sm">
          No time-off policy is set for {balance.year} yet. Your administrator sets the allowances in the
          portal.
        </p>
      </Card>
    );
  }
  return (
    <Card className="grid gap-2 p-5">
      <h2 className="text-sm font-medium text-muted-fg">Days available in {balance.year}</h2>
      <p className="text-3xl font-bold">
        {balance.available}{" "}
        <span className="text-base font-normal text-muted-fg">of {balance.allowance} vacation days</span>
      </p>
      <p className="text-xs text-muted-fg">
        {balance.approved} approved and {balance.pending} pending working days count against it
        {balance.carriedOver ? `; ${balance.carriedOver} carried over from ${balance.year - 1}` : ""}.
      </p>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-1 text-sm">
        {balance.types.slice(1).map((t) => (
          <div key={t.requestType} className="grid">
            <dt className="text-xs text-muted-fg">{TIME_OFF_TYPE_LABELS[t.requestType]}</dt>
            <dd className="font-medium">
              {t.available} of {t.allowance}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
