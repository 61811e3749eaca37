import { redirect } from "react-router";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import type { Route } from "./+types/admin-redirect";

/** /admin is for staff: it asks for the employee role, then leads to the Command Center. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePageRole(request, context, "employee");
  throw redirect("/command-center");
}

export default function AdminRedirect() {
  return null;
}
