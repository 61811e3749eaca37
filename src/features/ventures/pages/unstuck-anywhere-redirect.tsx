import { redirect } from "react-router";

/** /unstuck-anywhere is the program's older address: it leads to /anywhere, so old links keep working. */
export function loader() {
  return redirect("/anywhere", 301);
}
