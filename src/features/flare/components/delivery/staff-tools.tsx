import { FileText, Rocket } from "lucide-react";
import { useState } from "react";
import { Button } from "#src/ui/button.tsx";
import { DeliveryDialog } from "./delivery-dialog.tsx";
import { ProposalDialog } from "./proposal-dialog.tsx";

/**
 * The canvas toolbar's hand-over buttons, shown to staff only: the proposal PDF and "Start
 * delivery". Both work on the design as last saved (the server reads it), never on unsaved edits.
 */
export function StaffTools({ designId }: { designId: string }) {
  const [open, setOpen] = useState<"proposal" | "delivery" | null>(null);
  return (
    <>
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <Button size="sm" variant="ghost" onClick={() => setOpen("proposal")}>
        <FileText aria-hidden="true" className="h-4 w-4" /> Proposal
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen("delivery")}>
        <Rocket aria-hidden="true" className="h-4 w-4" /> Delivery
      </Button>
      <ProposalDialog
        designId={designId}
        open={open === "proposal"}
        onOpenChange={(o) => setOpen(o ? "proposal" : null)}
      />
      <DeliveryDialog
        designId={designId}
        open={open === "delivery"}
        onOpenChange={(o) => setOpen(o ? "delivery" : null)}
      />
    </>
  );
}
