import { BarChart3, Columns3, List, Plus } from "lucide-react";
import { Button, ButtonLink } from "#src/ui/button.tsx";
import { ButtonGroup } from "#src/ui/form-controls.tsx";
import { crmPaths } from "../../crm.contract.ts";
import { ExportCsvLink } from "../list/list-toolbar.tsx";

/** Above the pipeline: analytics shown or hidden, Kanban or list, the CSV export, New Deal. */
export function PipelineToolbar({
  showAnalytics,
  view,
  onParam,
}: {
  showAnalytics: boolean;
  view: "kanban" | "list";
  /** Sets one URL parameter (null removes it). */
  onParam: (key: "analytics" | "view", value: string | null) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={() => onParam("analytics", showAnalytics ? null : "1")}
        aria-pressed={showAnalytics}
      >
        <BarChart3 aria-hidden="true" className="h-4 w-4" />
        {showAnalytics ? "Hide Analytics" : "Show Analytics"}
      </Button>
      <ButtonGroup label="View">
        <Button
          variant={view === "kanban" ? "primary" : "ghost"}
          aria-pressed={view === "kanban"}
          onClick={() => onParam("view", null)}
        >
          <Columns3 aria-hidden="true" className="h-4 w-4" />
          Kanban
        </Button>
        <Button
          variant={view === "list" ? "primary" : "ghost"}
          aria-pressed={view === "list"}
          onClick={() => onParam("view", "list")}
        >
          <List aria-hidden="true" className="h-4 w-4" />
          List
        </Button>
      </ButtonGroup>
      <ExportCsvLink href="/api/crm/export/deals.csv" />
      <ButtonLink to={crmPaths.newDeal()}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        New Deal
      </ButtonLink>
    </div>
  );
}
