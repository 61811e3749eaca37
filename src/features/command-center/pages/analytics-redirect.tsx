import { redirect } from "react-router";

/** /command-center/analytics is the Analytics tab's root, which is the Command Center's index. */
export function loader() {
  throw redirect("/command-center");
}
