import { Info } from "lucide-react";
import { useId } from "react";
import { Button } from "#src/ui/button.tsx";

/** A button for something not built yet: visibly unavailable, with the reason tied to it. */
export function UnavailableButton({ label, reason }: { label: string; reason: string }) {
  const id = useId();
  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      <Button disabled aria-describedby={id}>
        {label}
      </Button>
      <p id={id} className="flex max-w-md items-start gap-1.5 text-sm text-muted-fg">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        {reason}
      </p>
    </div>
  );
}
