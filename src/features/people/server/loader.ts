import { data } from "react-router";
import { HttpError } from "#src/platform/http/errors.ts";

/**
 * Runs a portal service for a page loader: a refusal or a missing record (HttpError) becomes the
 * page's error response with that status and message, so the page shows it instead of a 500.
 */
export async function pageData<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw data({ message: err.message }, { status: err.status });
    throw err;
  }
}
