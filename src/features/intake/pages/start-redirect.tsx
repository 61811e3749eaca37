import { redirect } from "react-router";

/** /start leads to the project intake (DECISIONS.md, site-wide). */
export function loader() {
  return redirect("/intake", 301);
}
