import { staffMeta } from "#src/lib/page-meta.ts";
import { PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Calls" };
export const meta = () => staffMeta("Calls", "Command Center");

export default function Page() {
  return <PlannedPage id="calls" />;
}
