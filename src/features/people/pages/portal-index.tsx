import { redirect } from "react-router";

export function loader() {
  throw redirect("/employee/dashboard");
}

export default function PortalIndex() {
  return null;
}
