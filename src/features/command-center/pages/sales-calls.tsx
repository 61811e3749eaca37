import { staffMeta } from "#src/lib/page-meta.ts";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import { PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Calls" };
export const meta = () => staffMeta("Calls", "Command Center");

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.page} />;
}

export default function Page() {
  return <PlannedPage id="calls" />;
}
