import { redirect } from "react-router";

/** /start is a short address for the project intake: it leads to /intake. */
export function loader() {
  return redirect("/intake", 301);
}
