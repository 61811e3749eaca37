import { Link } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { listOutbox } from "#src/platform/mail/mail.outbox.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  COMMAND_CENTER_MESSAGES as M,
  outboxAttachmentPath,
  PAGE_LOAD_MESSAGES,
} from "../command-center.contract.ts";
import type { Route } from "./+types/outbox";

export const handle = { title: "Outbox" };

export function meta() {
  return staffMeta("Outbox · Command Center");
}

/** Every email the platform produced; without SMTP this is where they are read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePageRole(request, context, "admin");
  const { services } = getRequestState(context);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const { items, total } = await pageData(() =>
    listOutbox(services.db, { limit: 25, offset: (page - 1) * 25 }),
  );
  return {
    page,
    pages: Math.max(1, Math.ceil(total / 25)),
    total,
    smtp: Boolean(services.config.smtpUrl),
    messages: items.map((m) => ({
      id: m.id,
      from: m.from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      createdLabel: withZone(m.createdAt),
      sentLabel: m.sentAt ? withZone(m.sentAt) : null,
      attachments: m.attachments.map((a, i) => ({
        filename: a.filename,
        contentType: a.contentType,
        href: outboxAttachmentPath(m.id, i),
      })),
    })),
  };
}

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.outbox} />;
}

/**
 * "Nov 24, 2026, 7:47 PM UTC": formatted on the server in one named zone, so the page says which
 * clock it means and the browser renders the same text it hydrates.
 */
function withZone(d: Date): string {
  return new Intl.DateTimeFormat("en-US", {
    // dateStyle/timeStyle cannot be combined with timeZoneName, so the fields are listed.
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(d);
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its web addresses as links (verification links must be clickable here). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

/** Sends a failed email again: it is queued with a fresh count of attempts. */
function ResendButton({ id, subject }: { id: string; subject: string }) {
  const { run, busy } = useStaffAction();
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-2"
      disabled={busy !== null}
      onClick={() =>
        run(
          "resend",
          () => api<{ message: string }>(`/api/command-center/outbox/${id}/resend`, { body: {} }),
          {
            failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : M.resendFailed),
          },
        )
      }
    >
      Resend<span className="sr-only"> "{subject}"</span>
    </Button>
  );
}

const statusLabel = {
  pending: "Queued",
  sent: "Sent",
  failed: "Failed",
  held: "Kept (no SMTP)",
  expired: "Expired (held too long, not sent)",
} as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages, page, pages, total, smtp } = loaderData;
  return (
    <div className="grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <p className="text-muted-fg">
        {smtp
          ? "Every email is stored here first, then delivered through SMTP."
          : "No SMTP server is configured: emails are kept here, readable, and go out once SMTP_URL is set."}{" "}
        {total} message{total === 1 ? "" : "s"}.
      </p>
      {messages.length === 0 ? <Card>No emails yet.</Card> : null}
      <ul className="grid gap-3">
        {messages.map((m) => (
          <li key={m.id}>
            <Card className="p-4">
              <details>
                <summary className="cursor-pointer list-none">
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{m.subject}</span>
                    <span className="text-xs text-muted-fg">
                      {statusLabel[m.status]} · <time dateTime={m.createdAt}>{m.createdLabel}</time>
                    </span>
                  </span>
                  <span className="block text-sm text-muted-fg">To {m.to}</span>
                </summary>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  {m.from ? (
                    <>
                      <dt className="text-muted-fg">From</dt>
                      <dd>{m.from}</dd>
                    </>
                  ) : null}
                  <dt className="text-muted-fg">Written</dt>
                  <dd>{m.createdLabel}</dd>
                  {m.sentLabel ? (
                    <>
                      <dt className="text-muted-fg">Sent</dt>
                      <dd>{m.sentLabel}</dd>
                    </>
                  ) : null}
                </dl>
                {m.html ? (
                  // The email as its recipient sees it. srcdoc in a sandbox without scripts or
                  // same-origin rights: the message's markup can neither run code nor reach this page.
                  <iframe
                    title={`HTML version of the email "${m.subject}"`}
                    sandbox=""
                    srcDoc={m.html}
                    className="mt-3 h-[28rem] w-full resize-y rounded border border-border bg-white"
                  />
                ) : null}
                <h2 className="mt-3 text-sm font-semibold">Plain text</h2>
                <pre className="mt-1 whitespace-pre-wrap break-words font-sans text-sm">
                  <Linkified text={m.text} />
                </pre>
                {m.attachments.length ? (
                  <p className="mt-2 text-sm text-muted-fg">
                    Attachments:{" "}
                    {m.attachments.map((a, i) => (
                      <span key={a.href}>
                        {i > 0 ? ", " : null}
                        <a href={a.href} download={a.filename} className="text-primary underline">
                          {a.filename}
                        </a>
                      </span>
                    ))}
                  </p>
                ) : null}
                {m.status === "expired" ? (
                  <p className="mt-2 text-sm text-muted-fg">
                    Not sent: it waited in the outbox for longer than MAIL_HOLD_MAX_AGE_HOURS before SMTP was
                    configured.
                  </p>
                ) : m.lastError ? (
                  <p className="mt-2 text-sm text-danger">
                    Last error after {m.attempts} attempt{m.attempts === 1 ? "" : "s"}: {m.lastError}
                  </p>
                ) : null}
                {m.status === "failed" ? <ResendButton id={m.id} subject={m.subject} /> : null}
              </details>
            </Card>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex gap-3">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer</Link> : null}
          <span className="text-sm text-muted-fg">
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={`?page=${page + 1}`}>Older</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
