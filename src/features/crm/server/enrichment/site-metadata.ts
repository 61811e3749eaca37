import { type HtmlScan, scanHtml } from "./html-scan.ts";
import { type IndustryHint, industryHintsFrom } from "./industries.ts";

export const SOCIAL_NETWORKS = ["linkedin", "twitter", "github", "facebook", "instagram", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** What a company's own home page says about it. Every field may be missing. */
export interface SiteMetadata {
  name: string | null;
  logoUrl: string | null;
  description: string | null;
  /** The industry with the most evidence, if any. */
  industry: string | null;
  industryHints: IndustryHint[];
  keywords: string[];
  socialLinks: SocialLinks;
  emails: string[];
  phones: string[];
  language: string | null;
}

const MAX_DESCRIPTION = 1_000;
const MAX_NAME = 120;
const MAX_URL = 2_048;

function metaValue(scan: HtmlScan, ...names: string[]): string | null {
  for (const name of names) {
    const found = scan.metas.find((m) => m.name === name && m.content !== "");
    if (found) return found.content;
  }
  return null;
}

/** Resolves a link against the page; only http(s) URLs are kept. */
function absolute(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.href.length <= MAX_URL ? url.href : null;
  } catch {
    return null;
  }
}

function pageBase(scan: HtmlScan, finalUrl: string): string {
  if (scan.baseHref) {
    const based = absolute(scan.baseHref, finalUrl);
    if (based) return based;
  }
  return finalUrl;
}

/** JSON-LD objects on the page, flattened (@graph and arrays), never throwing on bad JSON. */
function jsonLdNodes(scan: HtmlScan): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 4 || nodes.length > 200) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (value !== null && typeof value === "object") {
      const node = value as Record<string, unknown>;
      nodes.push(node);
      if (node["@graph"]) visit(node["@graph"], depth + 1);
    }
  };
  for (const text of scan.jsonLd) {
    try {
      visit(JSON.parse(text.trim().replace(/^<!--|-->$/g, "")), 0);
    } catch {
      // a broken block is skipped; the rest of the page still counts
    }
  }
  return nodes;
}

function typesOf(node: Record<string, unknown>): string[] {
  const type = node["@type"];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/#:]/, ""));
}

function stringOf(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (Array.isArray(value)) return stringOf(value[0]);
  if (value !== null && typeof value === "object") {
    const v = value as Record<string, unknown>;
    return stringOf(v.url ?? v["@id"] ?? v.contentUrl ?? v.name);
  }
  return null;
}

const ORGANIZATION_TYPES =
  /(?:Organization|Corporation|Business|Company|Store|Restaurant|Service|Brand|NGO|School|Agency)$/;

function organizationNode(nodes: Record<string, unknown>[]): Record<string, unknown> | undefined {
  return (
    nodes.find((n) => typesOf(n).some((t) => ORGANIZATION_TYPES.test(t))) ??
    nodes.find((n) => typesOf(n).includes("WebSite"))
  );
}

const SEPARATORS = /\s+[|–—·•»:~-]\s+|\s+::\s+|\s*\|\s*/;
const GENERIC_PARTS =
  /^(?:home|homepage|home page|welcome|official site|official website|index|start|main|startseite|accueil|inicio)$/i;

function brandOf(hostname: string): string {
  const labels = hostname.replace(/^www\d?\./, "").split(".");
  return (labels.length > 2 && labels.at(-2)!.length <= 3 ? labels.at(-3) : labels.at(-2)) ?? labels[0] ?? "";
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** "Acme | Widgets for everyone" → "Acme"; "Home - Acme Corp" → "Acme Corp" (the part naming the site). */
export function cleanTitle(title: string, hostname: string): string | null {
  const parts = title
    .split(SEPARATORS)
    .map((p) => p.trim())
    .filter((p) => p !== "" && !GENERIC_PARTS.test(p));
  if (parts.length === 0) return null;
  const brand = squash(brandOf(hostname));
  const named =
    brand.length >= 3 ? parts.find((p) => squash(p).includes(brand) || brand.includes(squash(p))) : undefined;
  const chosen = (named ?? parts[0]!).replace(/^welcome to\s+/i, "").trim();
  return chosen === "" ? null : chosen;
}

function clip(text: string | null, max: number): string | null {
  if (text === null) return null;
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean === "") return null;
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

function iconSize(sizes: string): number {
  if (sizes === "any") return 10_000;
  let best = 0;
  for (const m of sizes.matchAll(/(\d+)x(\d+)/g)) best = Math.max(best, Number(m[1]));
  return best;
}

function findLogo(scan: HtmlScan, base: string, org: Record<string, unknown> | undefined): string | null {
  const byRel = (rel: string) =>
    scan.links
      .filter((l) => l.rel.includes(rel))
      .sort((a, b) => iconSize(b.sizes) - iconSize(a.sizes))
      .map((l) => absolute(l.href, base))
      .find((u): u is string => u !== null);
  const touch = byRel("apple-touch-icon") ?? byRel("apple-touch-icon-precomposed");
  if (touch) return touch;
  const icon = byRel("icon");
  if (icon) return icon;
  const orgLogo = org ? stringOf(org.logo) : null;
  const fromOrg = orgLogo ? absolute(orgLogo, base) : null;
  if (fromOrg) return fromOrg;
  const ogImage = metaValue(scan, "og:image", "og:image:url", "og:image:secure_url", "twitter:image");
  return ogImage ? absolute(ogImage, base) : null;
}

const RESERVED_PATHS: Record<SocialNetwork, RegExp> = {
  linkedin: /^\/(?:company|in|school|showcase)\/[^/]+/i,
  twitter: /^\/(?!intent\b|share\b|home\b|search\b|hashtag\b|i\/)[A-Za-z0-9_]{1,15}\/?$/,
  github:
    /^\/(?!features\b|about\b|pricing\b|login\b|sponsors\b|marketplace\b|topics\b|orgs\/?$)[A-Za-z0-9-]{1,39}(?:\/[\w.-]+)?\/?$/,
  facebook: /^\/(?!sharer|share|dialog\/|plugins\/|tr\b|login|profile\.php)[\w.-]+\/?$/i,
  instagram: /^\/(?!p\/|reel\/|explore\/|accounts\/)[\w.]{1,30}\/?$/,
  youtube: /^\/(?:channel\/[\w-]+|c\/[^/]+|user\/[^/]+|@[\w.-]+)\/?$/,
};

function socialNetworkOf(url: URL): SocialNetwork | null {
  const host = url.hostname.toLowerCase().replace(/^(?:www|m|mobile|[a-z]{2})\./, "");
  if (host === "linkedin.com") return "linkedin";
  if (host === "twitter.com" || host === "x.com") return "twitter";
  if (host === "github.com") return "github";
  if (host === "facebook.com" || host === "fb.com") return "facebook";
  if (host === "instagram.com") return "instagram";
  if (host === "youtube.com") return "youtube";
  return null;
}

function socialLink(href: string, base: string): [SocialNetwork, string] | null {
  const absoluteUrl = absolute(href, base);
  if (!absoluteUrl) return null;
  const url = new URL(absoluteUrl);
  const network = socialNetworkOf(url);
  if (!network || !RESERVED_PATHS[network].test(url.pathname)) return null;
  const path = url.pathname.replace(/\/+$/, "");
  return [network, `https://${url.hostname.toLowerCase()}${path}`];
}

function findSocialLinks(
  scan: HtmlScan,
  base: string,
  org: Record<string, unknown> | undefined,
): SocialLinks {
  const links: SocialLinks = {};
  const sameAs = org?.sameAs;
  const candidates = [
    ...(Array.isArray(sameAs) ? sameAs : [sameAs]).filter((s): s is string => typeof s === "string"),
    ...scan.anchors,
  ];
  for (const href of candidates) {
    const found = socialLink(href, base);
    if (found) links[found[0]] ??= found[1];
  }
  return links;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

function findContacts(scan: HtmlScan, org: Record<string, unknown> | undefined) {
  const emails = new Set<string>();
  const phones = new Set<string>();
  const addEmail = (raw: string) => {
    let email = raw;
    try {
      email = decodeURIComponent(raw);
    } catch {
      // keep it undecoded
    }
    email = email.trim().toLowerCase();
    if (EMAIL.test(email) && email.length <= 254 && emails.size < 10) emails.add(email);
  };
  const addPhone = (raw: string) => {
    let phone = raw;
    try {
      phone = decodeURIComponent(raw);
    } catch {
      // keep it undecoded
    }
    phone = phone
      .replace(/[^\d+().\s-]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    const digits = phone.replace(/\D/g, "").length;
    if (digits >= 6 && digits <= 17 && phones.size < 10) phones.add(phone);
  };
  for (const href of scan.anchors) {
    const lower = href.slice(0, 7).toLowerCase();
    if (lower === "mailto:") for (const to of (href.slice(7).split("?")[0] ?? "").split(",")) addEmail(to);
    else if (lower.startsWith("tel:")) addPhone(href.slice(4));
  }
  if (org) {
    if (typeof org.email === "string") addEmail(org.email.replace(/^mailto:/i, ""));
    if (typeof org.telephone === "string") addPhone(org.telephone);
  }
  return { emails: [...emails], phones: [...phones] };
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
}

/**
 * Reads a company's name, logo, description, industry hints, social links and contact links from
 * its page. Pure and total: any string gives a result.
 */
export function extractSiteMetadata(html: string, finalUrl: string): SiteMetadata {
  const scan = scanHtml(html);
  const base = pageBase(scan, finalUrl);
  const nodes = jsonLdNodes(scan);
  const org = organizationNode(nodes);
  const orgName = org && !typesOf(org).includes("WebSite") ? stringOf(org.name) : null;
  const title = scan.title ? cleanTitle(scan.title, hostnameOf(finalUrl)) : null;
  const name = clip(
    metaValue(scan, "og:site_name", "application-name", "apple-mobile-web-app-title") ?? orgName ?? title,
    MAX_NAME,
  );
  const description = clip(
    metaValue(scan, "description", "og:description", "twitter:description") ??
      (org ? stringOf(org.description) : null),
    MAX_DESCRIPTION,
  );
  const keywords = [
    ...new Set(
      (metaValue(scan, "keywords") ?? "")
        .split(/[,;]/)
        .map((k) => k.trim())
        .filter((k) => k !== "" && k.length <= 60),
    ),
  ].slice(0, 20);
  const schemaTypes = nodes.flatMap(typesOf);
  const declaredIndustries = nodes
    .map((n) => n.industry)
    .flatMap((v) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is string => typeof v === "string");
  const industryHints = industryHintsFrom({
    schemaTypes,
    declaredIndustries,
    keywords,
    title: scan.title ?? "",
    description: description ?? "",
  });
  const counts = new Map<string, number>();
  for (const hint of industryHints) counts.set(hint.industry, (counts.get(hint.industry) ?? 0) + 1);
  const industry = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  const contacts = findContacts(scan, org);
  return {
    name,
    logoUrl: findLogo(scan, base, org),
    description,
    industry,
    industryHints,
    keywords,
    socialLinks: findSocialLinks(scan, base, org),
    emails: contacts.emails,
    phones: contacts.phones,
    language: scan.lang,
  };
}
