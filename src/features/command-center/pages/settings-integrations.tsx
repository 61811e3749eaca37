import { staffMeta } from "#src/lib/page-meta.ts";
import { PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Integrations" };
export const meta = () => staffMeta("Integrations", "Command Center");

export default function Page() {
  return <PlannedPage id="integrations" />;
}
