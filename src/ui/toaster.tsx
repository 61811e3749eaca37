import { type ComponentType, useEffect, useState } from "react";
import type { ExternalToast, ToasterProps } from "sonner";
import type { Flash, FlashKind } from "#src/lib/page-flash.ts";

// sonner is loaded after the first paint: it is not part of any page's first-load JavaScript.
// `toast` below queues each call until the library is loaded and the <Toaster> has mounted
// (a toast sent before the Toaster subscribes would otherwise be lost).
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;
const loadSonner = () => {
  sonner ??= import("sonner");
  return sonner;
};
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** One toast at a time, closable, gone after a few seconds: a new message replaces the old one. */
export function Toaster({ theme }: { theme: "dark" | "light" }) {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void loadSonner().then((m) => {
      if (live) setSonner(() => m.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    // Child effects run first: by now sonner's Toaster has subscribed to the toast store.
    if (Sonner) markMounted();
  }, [Sonner]);
  if (!Sonner) return null;
  return <Sonner theme={theme} visibleToasts={1} closeButton duration={TOAST_MS} position="top-center" />;
}

type Message = Parameters<Sonner["toast"]>[0];

/** How long a toast stays (sonner's `duration` above). */
const TOAST_MS = 4000;
const recent: (Flash & { at: number })[] = [];

/**
 * The text toasts sent in the last few seconds, still on screen or about to be: what a navigation
 * that becomes a page load (a router page's link to a static page, decision 051) carries over with
 * leaveFlash, so the message is not lost with the page.
 */
export function recentToasts(now = Date.now()): Flash[] {
  return recent
    .filter((t) => now - t.at < TOAST_MS)
    .map(({ kind, text, description }) => ({ kind, text, ...(description ? { description } : {}) }));
}

const send = (kind: FlashKind, message: Message, data?: ExternalToast) => {
  if (typeof message === "string") {
    const description = typeof data?.description === "string" ? data.description : undefined;
    recent.push({ kind, text: message, ...(description ? { description } : {}), at: Date.now() });
    if (recent.length > 5) recent.shift();
  }
  void Promise.all([loadSonner(), mounted]).then(([m]) => {
    m.toast[kind](message, data);
  });
};

/** The toasts of the whole product (sonner's API, loaded lazily). */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => send("message", message, data),
  {
    success: (message: Message, data?: ExternalToast) => send("success", message, data),
    error: (message: Message, data?: ExternalToast) => send("error", message, data),
    info: (message: Message, data?: ExternalToast) => send("info", message, data),
    warning: (message: Message, data?: ExternalToast) => send("warning", message, data),
    dismiss: (id?: string | number) => {
      void Promise.all([loadSonner(), mounted]).then(([m]) => {
        m.toast.dismiss(id);
      });
    },
  },
);
