import { ccMeta, PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Social" };
export const meta = () => ccMeta("Social");

export default function Page() {
  return <PlannedPage id="marketing-social" />;
}
