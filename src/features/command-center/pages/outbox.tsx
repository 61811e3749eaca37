import { Link } from "react-router";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { listOutbox } from "#src/platform/mail/index.ts";
import { Card } from "#src/ui/card.tsx";
import type { Route } from "./+types/outbox";

export function meta() {
  return [{ title: "Outbox · Command Center" }, { name: "robots", content: "noindex" }];
}

/** Every email the platform produced; without SMTP this is where they are read (DECISIONS.md). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePageRole(request, context, "admin");
  const { services } = getRequestState(context);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const { items, total } = await listOutbox(services.db, { limit: 25, offset: (page - 1) * 25 });
  return {
    page,
    pages: Math.max(1, Math.ceil(total / 25)),
    total,
    smtp: Boolean(services.config.smtpUrl),
    messages: items.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      attachments: m.attachments.map((a) => a.filename),
    })),
  };
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

const statusLabel = { pending: "Queued", sent: "Sent", failed: "Failed", held: "Kept (no SMTP)" } as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages, page, pages, total, smtp } = loaderData;
  return (
    <main id="main" className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/command-center" className="hover:underline">
          Command Center
        </Link>{" "}
        / Outbox
      </nav>
      <h1 className="text-3xl font-bold">Outbox</h1>
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
                      {statusLabel[m.status]} · {new Date(m.createdAt).toLocaleString("en-US")}
                    </span>
                  </span>
                  <span className="block text-sm text-muted-fg">To {m.to}</span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">
                  <Linkified text={m.text} />
                </pre>
                {m.attachments.length ? (
                  <p className="mt-2 text-sm text-muted-fg">Attachments: {m.attachments.join(", ")}</p>
                ) : null}
                {m.lastError ? (
                  <p className="mt-2 text-sm text-danger">
                    Last error after {m.attempts} attempt{m.attempts === 1 ? "" : "s"}: {m.lastError}
                  </p>
                ) : null}
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
    </main>
  );
}
