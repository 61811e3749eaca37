import { data } from "react-router";
import { HttpError } from "./errors.ts";

/**
 * The one route-data convention of staff pages: a loader runs its services through pageData, so a
 * refusal or a missing record (an HttpError from the service) becomes the route's error response
 * with that status and message, and the route module's ErrorBoundary renders the kit's
 * RouteErrorState (src/ui/route-error.tsx). No page catches HTTP errors itself.
 */
export async function pageData<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw data({ message: err.message }, { status: err.status });
    throw err;
  }
}
