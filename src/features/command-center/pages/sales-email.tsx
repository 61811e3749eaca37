import { ccMeta, PlannedPage } from "../components/planned-page.tsx";

export const handle = { title: "Email" };
export const meta = () => ccMeta("Email");

export default function Page() {
  return <PlannedPage id="email" />;
}
