import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";

/**
 * Runs one staff action against the API: busy while it runs, the server's success message (or the
 * given one) as a toast, the page's data reloaded; on failure the spec's failure toast, with the
 * server's reason when it gave one (a 400's message), and the field errors for the form.
 */
export function useStaffAction() {
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  async function run<T>(
    key: string,
    action: () => Promise<T>,
    opts: { success?: string | ((result: T) => string | undefined); failure: string; reload?: boolean },
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
      if (err instanceof ApiError && err.status === 400) {
        setFields(err.fields);
        toast.error(err.message || opts.failure);
      } else {
        toast.error(opts.failure);
      }
      return undefined;
    } finally {
      setBusy(null);
    }
  }
  return { run, busy, fields, setFields };
}
