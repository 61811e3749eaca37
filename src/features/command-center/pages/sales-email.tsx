import { staffMeta } from "#src/lib/page-meta.ts";
import { PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Email" };
export const meta = () => staffMeta("Email", "Command Center");

export default function Page() {
  return <PlannedPage id="email" />;
}
