import { redirect } from "react-router";

/** Any other path under /flare leads to the FLARE landing page. */
export function loader() {
  throw redirect("/flare");
}

export default function FlareRedirect() {
  return null;
}
