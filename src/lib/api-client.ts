/** A failed API call: the server's message (safe to show) and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  readonly code: string;
  constructor(status: number, message: string, code = "error", fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** JSON request to our own API; throws ApiError with the server's message on a non-2xx answer. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; form?: FormData } = {},
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body !== undefined || init.form ? "POST" : "GET"),
      credentials: "same-origin",
      headers: init.form ? {} : { "content-type": "application/json", accept: "application/json" },
      body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    });
  } catch {
    throw new ApiError(0, "Could not reach the server. Check your connection and try again.", "network");
  }
  const data = (await res.json().catch(() => null)) as
    | (T & { error?: string; message?: string; code?: string; fields?: Record<string, string> })
    | null;
  if (!res.ok) {
    throw new ApiError(
      res.status,
      data?.error ?? data?.message ?? `Request failed (${res.status})`,
      data?.code,
      data?.fields ?? {},
    );
  }
  return data as T;
}
