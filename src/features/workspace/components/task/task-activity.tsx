import { ago } from "../../lib/format.ts";
import type { TaskDetailDto } from "../../workspace.contract.ts";
import { CommandLine } from "../command-line.tsx";
import { Section } from "./section.tsx";

/** The task's messages and system events, oldest first, and the command line under them. */
export function TaskActivity({
  d,
  busy,
  onLine,
}: {
  d: TaskDetailDto;
  busy: boolean;
  onLine: (line: string) => Promise<boolean>;
}) {
  const messages = [...d.messages].reverse();
  return (
    <Section id="activity" title="Activity">
      <section
        aria-label="Task messages"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="grid max-h-[28rem] gap-2 overflow-y-auto"
      >
        {messages.length === 0 ? <p className="text-sm text-muted-fg">No activity yet.</p> : null}
        {messages.map((m) =>
          m.type === "system" ? (
            <p key={m.id} className="text-center text-xs text-muted-fg">
              {m.content} · <span suppressHydrationWarning>{ago(m.createdAt)}</span>
            </p>
          ) : (
            <div
              key={m.id}
              className={
                m.userId === d.me
                  ? "justify-self-end rounded-lg bg-primary/10 px-3 py-2"
                  : "justify-self-start rounded-lg bg-muted px-3 py-2"
              }
            >
              <p className="text-xs text-muted-fg">
                {m.userName} · <span suppressHydrationWarning>{ago(m.createdAt)}</span>
              </p>
              <p className="text-sm whitespace-pre-wrap break-words">{m.content}</p>
            </div>
          ),
        )}
      </section>
      <CommandLine onSubmit={onLine} busy={busy} />
    </Section>
  );
}
