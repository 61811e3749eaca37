import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { NOTIFICATION_LIMITS, type NotificationsDto } from "../command-center.contract.ts";
import { badgeText } from "../lib/sections.ts";

const TYPE_LABELS = {
  lead: "Lead",
  booking: "Booking",
  pitch: "Pitch",
  "deal-stage": "Deal",
  "lead-assigned": "Yours",
  "webhook-disabled": "Webhook",
} as const;

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));

/**
 * The header's bell: the unread count of the signed-in user (from the layout's loader, refreshed
 * every minute), and on opening the newest events, each linking to its record. "Mark all as read"
 * marks read up to the newest event shown, so anything newer stays unread.
 */
export function NotificationBell({ initial }: { initial: { unread: number; capped: boolean } }) {
  const [count, setCount] = useState(initial);
  const [feed, setFeed] = useState<NotificationsDto | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setCount(initial), [initial]);

  const load = useCallback(async () => {
    try {
      const data = await api<NotificationsDto>("/api/command-center/notifications");
      setFeed(data);
      setCount({ unread: data.unread, capped: data.capped });
    } catch {
      // The badge keeps its last count; the panel says it could not load.
      setFeed((f) => f ?? { unread: 0, capped: false, items: [] });
    }
  }, []);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, NOTIFICATION_LIMITS.pollMs);
    return () => clearInterval(timer);
  }, [load]);

  const markRead = async () => {
    const newest = feed?.items[0]?.at;
    setBusy(true);
    try {
      await api("/api/command-center/notifications/read", { body: newest ? { upTo: newest } : {} });
      await load();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const badge = badgeText(count.unread, count.capped);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) void load();
      }}
    >
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={badge ? `Notifications, ${badge} unread` : "Notifications, none unread"}
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="bell-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-bold text-primary-fg"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Notifications"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-border bg-card text-fg shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 className="font-semibold">Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy || !count.unread}
              onClick={() => void markRead()}
            >
              {busy ? <Spinner label="Marking as read" /> : null}
              Mark all as read
            </Button>
          </div>
          {feed === null ? (
            <p className="flex items-center gap-2 px-4 py-6 text-sm text-muted-fg">
              <Spinner label="" /> Loading…
            </p>
          ) : feed.items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-muted-fg">
              No events yet. New leads, bookings, pitches and deal stage changes appear here.
            </p>
          ) : (
            <ul className="max-h-[60vh] overflow-y-auto py-1">
              {feed.items.map((item) => {
                const body = (
                  <>
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className={cn(
                          "h-2 w-2 shrink-0 rounded-full",
                          item.unread ? "bg-primary" : "bg-transparent",
                        )}
                      />
                      <span className={cn("text-sm", item.unread && "font-semibold")}>{item.title}</span>
                      {item.unread ? <span className="sr-only">(unread)</span> : null}
                    </span>
                    <span className="block pl-4 text-xs text-muted-fg">
                      {TYPE_LABELS[item.type]} · <time dateTime={item.at}>{when(item.at)}</time>
                      {item.detail ? ` · ${item.detail}` : ""}
                    </span>
                  </>
                );
                return (
                  <li key={item.key}>
                    {item.href ? (
                      <Link
                        to={item.href}
                        onClick={() => setOpen(false)}
                        className="block px-4 py-2 hover:bg-muted focus-visible:bg-muted"
                      >
                        {body}
                      </Link>
                    ) : (
                      <div className="px-4 py-2">{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
