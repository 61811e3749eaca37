import { Card } from "#src/ui/card.tsx";
import type { TimeOffBalanceDto } from "../../people.contract.ts";

/** One year's days off: what is left of the allowance, and what counts against it. */
export function BalanceCard({ balance }: { balance: TimeOffBalanceDto }) {
  return (
    <Card className="grid gap-2 p-5">
      <h2 className="text-sm font-medium text-muted-fg">Days available in {balance.year}</h2>
      <p className="text-3xl font-bold">
        {balance.available}{" "}
        <span className="text-base font-normal text-muted-fg">of {balance.allowance}</span>
      </p>
      <p className="text-xs text-muted-fg">
        {balance.approved} approved and {balance.pending} pending working days count against it.
      </p>
    </Card>
  );
}
