import { pageMeta } from "#src/lib/page-meta.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { IntakeView } from "../components/intake-view.tsx";
import { INTAKE_COPY as C } from "../content/intake-copy.ts";
import type { Route } from "./+types/intake";

// No router in the browser (decision 051): the page's content is one island.
export const handle = withIslands("intake-view");

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: C.metaTitle, description: C.description, path: "/intake" });
}

export default function IntakePage() {
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6 sm:py-20">
      <Island name="intake-view" component={IntakeView} props={{}} />
    </main>
  );
}
