import type { ReactNode } from "react";
import { Card } from "#src/ui/card.tsx";

/** One panel of the task page: a card with its heading, an optional action beside it. */
export function Section({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card className="grid content-start gap-3" id={id}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
