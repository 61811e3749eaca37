import { redirect } from "react-router";

/** /unstuck-anywhere leads to /anywhere (DECISIONS.md, site-wide). */
export function loader() {
  return redirect("/anywhere", 301);
}
