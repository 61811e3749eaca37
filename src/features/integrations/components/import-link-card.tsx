import { FileUp } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#src/ui/card.tsx";
import { IMPORT_UI } from "../import.contract.ts";

/** The way to the CSV import from Settings > Integrations (for every staff member with CRM rights). */
export function ImportLinkCard() {
  return (
    <Card className="space-y-2 p-4">
      <h2 className="flex items-center gap-2 font-semibold text-lg">
        <FileUp aria-hidden className="size-5" /> Import
      </h2>
      <p className="text-muted-fg text-sm">{IMPORT_UI.intro}</p>
      <Link className="inline-block font-medium underline" to={IMPORT_UI.pagePath}>
        Import contacts or companies
      </Link>
    </Card>
  );
}
