import type { SubmissionKey } from "./submission-key.ts";

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

const RETRY_DELAYS_MS = [500, 1500];

/**
 * The visitor tracker's tab session, sent with a capture so the lead is linked to the visit that
 * led to it (attribution; the privacy page says so). Only when the tracker ran in this tab, which
 * it never does with Do Not Track or Global Privacy Control; checked again here and on the server.
 */
function visitSession(): string | null {
  try {
    const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (nav.globalPrivacyControl === true || nav.doNotTrack === "1") return null;
    const sid = sessionStorage.getItem("tracker.sid");
    return sid && /^[A-Za-z0-9_-]{8,64}$/.test(sid) ? sid : null;
  } catch {
    return null;
  }
}

/**
 * JSON request to our own API; throws ApiError with the server's message on a non-2xx answer.
 * With `submission` (a form's SubmissionKey) the request carries an Idempotency-Key, and a request
 * that never got an answer (connection lost) is sent again with the same key: the server stores the
 * submission once whichever copy arrived.
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; form?: FormData; submission?: SubmissionKey } = {},
): Promise<T> {
  const headers: Record<string, string> = init.form
    ? {}
    : { "content-type": "application/json", accept: "application/json" };
  if (init.submission) {
    headers["idempotency-key"] = init.submission.keyFor(init.form ?? init.body);
    const visit = visitSession();
    if (visit) headers["x-visit-session"] = visit;
  }
  const send = () =>
    fetch(path, {
      method: init.method ?? (init.body !== undefined || init.form ? "POST" : "GET"),
      credentials: "same-origin",
      headers,
      body: init.form ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    });
  let res: Response | undefined;
  for (let attempt = 0; !res; attempt++) {
    try {
      res = await send();
    } catch {
      const delay = init.submission ? RETRY_DELAYS_MS[attempt] : undefined;
      if (delay === undefined) {
        throw new ApiError(0, "Could not reach the server. Check your connection and try again.", "network");
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
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
  init.submission?.reset();
  return data as T;
}
