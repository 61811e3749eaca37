import { useEffect, useState } from "react";
import { api } from "#src/lib/api-client.ts";

/** GETs `path` each time `open` turns true; the error is the server's message. */
export function useLoaded<T>(path: string, open: boolean) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setError(null);
    api<T>(path)
      .then((d) => live && setData(d))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : "Could not load."));
    return () => {
      live = false;
    };
  }, [path, open]);
  return { data, setData, error };
}
