import { useEffect, useState } from "react";
import { data } from "react-router";
import { getRequestState } from "#src/platform/http/app-context.ts";
import type { Route } from "./+types/test-error";

/**
 * Fails to render on purpose, in the browser after hydration, so end-to-end tests can see the
 * generic error screen with the error's message. It exists only when ENABLE_TEST_ROUTES=1 (the
 * test server); elsewhere it is a plain 404.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!getRequestState(context).services.config.enableTestRoutes) throw data(null, { status: 404 });
  return null;
}

export default function TestError() {
  const [fail, setFail] = useState(false);
  useEffect(() => setFail(true), []);
  if (fail) throw new Error("Test render failure");
  return (
    <main id="main" className="p-8">
      About to fail…
    </main>
  );
}
