import { ccMeta, PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Calls" };
export const meta = () => ccMeta("Calls");

export default function Page() {
  return <PlannedPage id="calls" />;
}
