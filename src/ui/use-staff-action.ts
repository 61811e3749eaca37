import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";

export type ActionOptions<T> = {
  success?: string | ((result: T) => string | undefined);
  /** The failure toast; a function words it from the error (a refusal the server words itself). */
  failure: string | ((error: unknown) => string);
  reload?: boolean;
  /**
   * Keep the failure message as the toast for every failure, with the server's reason (whatever
   * the status) beneath it, instead of a 400's reason in its place.
   */
  reasonBelow?: boolean;
};

/**
 * Runs one staff action against the API: busy while it runs, the server's success message (or the
 * given one) as a toast, the page's data reloaded; on failure the page's failure toast, with the
 * server's reason when it gave one (a 400's message), and the field errors for the form (any
 * refusal may name them: a 409's "already used" under the input that holds it).
 */
export function useStaffAction() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  async function run<T>(
    key: string,
    action: () => Promise<T>,
    opts: ActionOptions<T>,
  ): Promise<T | undefined> {
    setBusy(key);
    setFields({});
    try {
      const result = await action();
      const message =
        typeof opts.success === "function"
          ? opts.success(result)
          : (opts.success ?? (result as { message?: string } | null)?.message);
      if (message) toast.success(message);
      if (opts.reload !== false) await revalidate();
      return result;
    } catch (err) {
      const failure = typeof opts.failure === "function" ? opts.failure(err) : opts.failure;
      const badRequest = err instanceof ApiError && err.status === 400;
      if (err instanceof ApiError && err.status < 500) setFields(err.fields);
      if (opts.reasonBelow) {
        const reason = err instanceof Error && err.message !== failure ? err.message : undefined;
        toast.error(failure, { description: reason });
      } else if (badRequest) {
        toast.error(err.message || failure);
      } else {
        toast.error(failure);
      }
      return undefined;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy, fields, setFields };
}
