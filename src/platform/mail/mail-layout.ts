// Written with createElement instead of JSX: the server runs its .ts files directly under Node's
// type stripping, which does not compile JSX (docs/decisions/021-email-templates.md).
// One package per component, not @react-email/components: that barrel also loads Tailwind, Markdown
// and Prism (the code block), several MB of modules held in memory by every server process.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { plainTextSelectors, render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { compile } from "html-to-text";
import { createElement as h, type ReactElement, type ReactNode } from "react";
import type { MailKind } from "#src/lib/mail-kinds.ts";
import type { Logger } from "../log/logger.ts";
import type { MailInput } from "./mail.outbox.ts";
import { formatMailbox, type SenderIdentity } from "./sender.ts";

export { createElement as h } from "react";

/** What every template needs to know about where it is sent from; built per request by the server. */
export type MailContext = {
  sender: SenderIdentity;
  /** The address users reach (PUBLIC_URL, no trailing slash): every link in a mail is absolute. */
  publicUrl: string;
  staffEmail: string;
  logger: Pick<Logger, "warn">;
  /** RATE_LIMIT_SCALE, for the per-recipient mail limits. */
  rateLimitScale: number;
};

// Light colours inline (every client honours them); the dark scheme overrides them by class in
// clients that support prefers-color-scheme. Both pairs keep body text above 7:1 and muted text
// and links above 4.5:1, and clients that invert colours on their own get a plain two-colour page.
const C = {
  page: "#f4f4f5",
  card: "#ffffff",
  ink: "#18181b",
  muted: "#52525b",
  accent: "#b43c0a",
  rule: "#e4e4e7",
};
const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .m-page { background-color: #18181b !important; }
  .m-card { background-color: #27272a !important; border-color: #3f3f46 !important; }
  .m-ink, .m-ink td, .m-ink th { color: #f4f4f5 !important; }
  .m-muted { color: #d4d4d8 !important; }
  .m-link { color: #fdba74 !important; }
  .m-button { background-color: #fdba74 !important; color: #18181b !important; }
  .m-rule { border-color: #3f3f46 !important; }
}`;

const font =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans", Helvetica, Arial, sans-serif';

/** A paragraph of body text. */
export function P(props: { children?: ReactNode; muted?: boolean }) {
  return h(
    Text,
    {
      className: props.muted ? "m-muted" : "m-ink",
      style: {
        color: props.muted ? C.muted : C.ink,
        fontSize: "15px",
        lineHeight: "24px",
        margin: "0 0 16px",
      },
    },
    props.children,
  );
}

/** A section heading inside a message. */
export function H2(props: { children?: ReactNode }) {
  return h(
    Heading,
    {
      as: "h2",
      className: "m-ink",
      style: { color: C.ink, fontSize: "17px", lineHeight: "24px", margin: "24px 0 8px" },
    },
    props.children,
  );
}

/** An absolute link; relative paths are resolved against PUBLIC_URL. */
export function A(props: { href: string; publicUrl: string; children?: ReactNode }) {
  return h(
    Link,
    { href: absoluteUrl(props.href, props.publicUrl), className: "m-link", style: { color: C.accent } },
    props.children ?? absoluteUrl(props.href, props.publicUrl),
  );
}

/** The message's one main action. */
export function ButtonLink(props: { href: string; publicUrl: string; children?: ReactNode }) {
  const href = absoluteUrl(props.href, props.publicUrl);
  return h(
    Section,
    { style: { margin: "8px 0 24px" } },
    h(
      Button,
      {
        href,
        className: "m-button",
        style: {
          backgroundColor: C.accent,
          color: "#ffffff",
          borderRadius: "6px",
          fontSize: "15px",
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        },
      },
      props.children,
    ),
  );
}

/** Label and value pairs (when, where, score...), one "Label: value" line each, in HTML and in text. */
export function Facts(props: { rows: readonly (readonly [string, ReactNode] | null | false)[] }) {
  const rows = props.rows.filter((r): r is readonly [string, ReactNode] => Boolean(r));
  return h(
    Section,
    { style: { margin: "0 0 16px" } },
    rows.map(([label, value]) =>
      h(
        Text,
        {
          key: label,
          className: "m-ink",
          style: { color: C.ink, fontSize: "15px", lineHeight: "22px", margin: "0 0 4px" },
        },
        h("span", { className: "m-muted", style: { color: C.muted, fontWeight: 600 } }, `${label}:`),
        " ",
        value,
      ),
    ),
  );
}

/** A bulleted list. */
export function List(props: { items: readonly ReactNode[] }) {
  return h(
    "ul",
    { className: "m-ink", style: { color: C.ink, fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" } },
    props.items.map((item, i) => h("li", { key: i }, item)),
  );
}

/** Visitor text quoted in a staff notification, its line breaks kept in HTML and in text. */
export function Quote(props: { children: string }) {
  const lines = props.children.split(/\r?\n/);
  return h(
    Text,
    {
      className: "m-ink",
      style: {
        color: C.ink,
        fontSize: "15px",
        lineHeight: "24px",
        borderLeft: `3px solid ${C.rule}`,
        paddingLeft: "12px",
        margin: "0 0 16px",
      },
    },
    lines.flatMap((line, i) => (i === 0 ? [line] : [h("br", { key: i }), line])),
  );
}

/** The frame every email shares: heading, the message, the signature and the site's address. */
export function MailLayout(props: {
  mail: Pick<MailContext, "sender" | "publicUrl">;
  preview: string;
  heading: string;
  children?: ReactNode;
  /** Staff notifications are internal: no signature, just where they came from. */
  signed?: boolean;
}) {
  const { sender, publicUrl } = props.mail;
  const host = new URL(publicUrl).host;
  return h(
    Html,
    { lang: "en" },
    h(
      Head,
      null,
      h("meta", { name: "color-scheme", content: "light dark" }),
      h("meta", { name: "supported-color-schemes", content: "light dark" }),
      h("style", null, DARK_CSS),
    ),
    h(Preview, null, props.preview),
    h(
      Body,
      {
        className: "m-page",
        style: { backgroundColor: C.page, fontFamily: font, margin: 0, padding: "24px 0" },
      },
      h(
        Container,
        {
          className: "m-card",
          style: {
            backgroundColor: C.card,
            border: `1px solid ${C.rule}`,
            borderRadius: "8px",
            maxWidth: "600px",
            padding: "32px",
          },
        },
        h(
          Heading,
          {
            as: "h1",
            className: "m-ink",
            style: { color: C.ink, fontSize: "22px", lineHeight: "30px", margin: "0 0 20px" },
          },
          props.heading,
        ),
        props.children,
        props.signed === false ? null : h(P, null, `— ${sender.name}`),
        h(Hr, { className: "m-rule", style: { borderColor: C.rule, margin: "24px 0 16px" } }),
        h(
          Text,
          {
            className: "m-muted",
            style: { color: C.muted, fontSize: "13px", lineHeight: "20px", margin: 0 },
          },
          `${sender.name} · `,
          h(Link, { href: publicUrl, className: "m-link", style: { color: C.accent } }, host),
          ` · ${sender.address}`,
        ),
      ),
    ),
  );
}

/** `path` made absolute against PUBLIC_URL; absolute http(s) addresses pass unchanged. */
export function absoluteUrl(path: string, publicUrl: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}

/**
 * React Email's own HTML-to-text conversion (`render(body, { plainText: true })`: the same options
 * and selectors), compiled once: `convert` compiled its selectors on every call, and with a second
 * React render for the text part that was half the cost of an email (decision 049, third step).
 */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

/**
 * Renders one template to the outbox's shape: the HTML part and the plain-text part both come from
 * the same render, and From is the sender the layout signed with.
 */
export async function renderMail(
  mail: Pick<MailContext, "sender">,
  message: Omit<MailInput, "text" | "html" | "from" | "kind"> & { kind: MailKind; body: ReactElement },
): Promise<MailInput> {
  const { body, ...rest } = message;
  const html = await render(body);
  const text = toPlainText(html);
  return {
    ...rest,
    subject: rest.subject.replace(/\s+/g, " ").trim().slice(0, 200),
    from: formatMailbox(mail.sender),
    html,
    text,
  };
}
