import { Clock } from "lucide-react";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { PLANNED_PAGES, type PlannedPageId } from "../content/navigation.ts";

/** A Command Center page whose content belongs to later work: says plainly what will be here. */
export function PlannedPage({ id }: { id: PlannedPageId }) {
  const page = PLANNED_PAGES[id];
  if (id === "email" || id === "calls") {
    // These two say only that they are coming (the product's fixed wording).
    return <p className="text-muted-fg">{page.description}</p>;
  }
  return <EmptyState icon={Clock} title={page.heading} description={page.description} />;
}
