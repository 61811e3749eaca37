import { Send } from "lucide-react";
import { useRef, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { ago } from "../../lib/format.ts";
import { type DashboardDto, WM, WORKSPACE_MESSAGES as WX } from "../../workspace.contract.ts";

/** The workspace chat, oldest first (new messages arrive live), and the box to write one. */
export function WorkspaceChat({ d }: { d: DashboardDto }) {
  const [text, setText] = useState("");
  const { run, busy } = useStaffAction();
  const inputRef = useRef<HTMLInputElement>(null);
  const messages = [...d.chat].reverse();
  const send = async () => {
    if (!text.trim()) {
      toast.error(WX.chatRequired);
      return;
    }
    const post = async () => {
      const r = await api(`/api/workspace/workspaces/${d.workspace.id}/chat`, { body: { content: text } });
      setText("");
      return r;
    };
    await run("send", post, { success: WM.messageSent, failure: WM.messageFailed, reasonBelow: true });
    inputRef.current?.focus();
  };
  return (
    <Card className="grid content-start gap-3">
      <h2 className="text-lg font-semibold">Workspace chat</h2>
      <section
        aria-label="Chat messages"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="grid max-h-96 gap-2 overflow-y-auto rounded-md border border-border p-3"
      >
        {messages.length === 0 ? (
          <p className="text-sm text-muted-fg">No messages yet. Say hello to the team.</p>
        ) : null}
        {messages.map((m) => (
          <div
            key={m.id}
            className={
              m.userId === d.me
                ? "justify-self-end rounded-lg bg-primary/10 px-3 py-2"
                : "justify-self-start rounded-lg bg-muted px-3 py-2"
            }
          >
            <p className="text-xs text-muted-fg">
              {m.type === "system" ? "System" : (m.userName ?? "Former member")} ·{" "}
              <span suppressHydrationWarning>{ago(m.createdAt)}</span>
            </p>
            <p className="text-sm whitespace-pre-wrap break-words">{m.content}</p>
          </div>
        ))}
      </section>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <input
          id="chat-input"
          ref={inputRef}
          className={inputClass}
          value={text}
          maxLength={4000}
          placeholder="Write a message"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={busy !== null} aria-label="Send message">
          <Send aria-hidden="true" className="h-4 w-4" />
        </Button>
      </form>
    </Card>
  );
}
