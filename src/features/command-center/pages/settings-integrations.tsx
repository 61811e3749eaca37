import { ccMeta, PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Integrations" };
export const meta = () => ccMeta("Integrations");

export default function Page() {
  return <PlannedPage id="integrations" />;
}
