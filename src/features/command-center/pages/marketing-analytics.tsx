import { ccMeta, PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Marketing Analytics" };
export const meta = () => ccMeta("Marketing Analytics");

export default function Page() {
  return <PlannedPage id="marketing-analytics" />;
}
