import { data } from "react-router";
import { HttpError } from "#src/platform/http/errors.ts";

/** A refused or missing record (HttpError) becomes the page's error response, never a 500. */
export async function pageData<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw data({ message: err.message }, { status: err.status });
    throw err;
  }
}
