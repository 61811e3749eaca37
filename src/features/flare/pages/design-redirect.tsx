import { redirect } from "react-router";
import type { Route } from "./+types/design-redirect";

/** /flare/design/:id (where the older product sent new projects) → the canonical canvas route. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/flare/canvas/design/${encodeURIComponent(params.designId)}`, 301);
}

export default function DesignRedirect() {
  return null;
}
