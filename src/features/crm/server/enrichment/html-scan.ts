/**
 * A tokenizer-level reading of an HTML page: the parts enrichment and the technology scan need
 * (title, meta, link, anchor, script and JSON-LD), in one linear pass, never throwing.
 *
 * No HTML parser is a direct dependency of the project (htmlparser2 is only installed under
 * @react-email), so this follows the HTML tokenizer's rules where they matter here: comments,
 * doctype and processing instructions are skipped; script, style, textarea, title and the other
 * raw-text elements run to their own end tag; attributes may be double-, single- or unquoted;
 * character references are decoded. It does not build a tree.
 */

export interface MetaTag {
  name: string; // lowercased `name`, `property`, `itemprop` or `http-equiv`, whichever is set first
  content: string;
}

export interface LinkTag {
  rel: string[]; // lowercased tokens
  href: string;
  sizes: string;
  type: string;
}

export interface HtmlScan {
  title: string | null;
  lang: string | null;
  baseHref: string | null;
  metas: MetaTag[];
  links: LinkTag[];
  anchors: string[];
  scriptSrcs: string[];
  jsonLd: string[];
  /** Distinct values of `class` attributes' tokens, at most MAX_CLASSES. */
  classes: Set<string>;
}

const MAX_ITEMS = 2_000;
const MAX_CLASSES = 5_000;
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"]);

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  middot: "·",
  bull: "•",
  verbar: "|",
  vert: "|",
  sol: "/",
  colon: ":",
  commat: "@",
  period: ".",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  times: "×",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  aacute: "á",
  uuml: "ü",
  ouml: "ö",
  auml: "ä",
  szlig: "ß",
  ccedil: "ç",
  ntilde: "ñ",
};

/** Decodes character references (numeric and the common named ones). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g,
    (whole, dec, hex, name) => {
      if (name !== undefined) return NAMED[name] ?? NAMED[name.toLowerCase()] ?? whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
      return String.fromCodePoint(code);
    },
  );
}

const isSpace = (c: string | undefined) => c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";
const isLetter = (c: string | undefined) =>
  c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z"));

/** Reads a start tag's name and attributes from `start` (just after "<"); returns where it ends. */
function readTag(html: string, start: number): { name: string; attrs: Map<string, string>; end: number } {
  let i = start;
  while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">") i++;
  const name = html.slice(start, i).toLowerCase();
  const attrs = new Map<string, string>();
  for (;;) {
    while (i < html.length && (isSpace(html[i]) || html[i] === "/")) i++;
    if (i >= html.length) return { name, attrs, end: html.length };
    if (html[i] === ">") return { name, attrs, end: i + 1 };
    const nameStart = i;
    i++; // an attribute name has at least one character (even "=")
    while (i < html.length && !isSpace(html[i]) && html[i] !== "/" && html[i] !== ">" && html[i] !== "=") i++;
    const attrName = html.slice(nameStart, i).toLowerCase();
    while (i < html.length && isSpace(html[i])) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < html.length && isSpace(html[i])) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !isSpace(html[i]) && html[i] !== ">") i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attrs.has(attrName)) attrs.set(attrName, decodeEntities(value));
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Scans a page's HTML. Linear in its length; never throws. */
export function scanHtml(html: string): HtmlScan {
  const scan: HtmlScan = {
    title: null,
    lang: null,
    baseHref: null,
    metas: [],
    links: [],
    anchors: [],
    scriptSrcs: [],
    jsonLd: [],
    classes: new Set(),
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    const next = html[lt + 1];
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (next === "!" || next === "?") {
      const close = html.indexOf(">", lt + 2);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (next === "/") {
      const close = html.indexOf(">", lt + 2);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    if (!isLetter(next)) {
      i = lt + 1;
      continue;
    }
    const tag = readTag(html, lt + 1);
    i = tag.end;
    const { name, attrs } = tag;
    const classAttr = attrs.get("class");
    if (classAttr) {
      for (const token of classAttr.split(/\s+/)) {
        if (scan.classes.size >= MAX_CLASSES) break;
        if (token !== "") scan.classes.add(token);
      }
    }
    let rawText: string | null = null;
    if (RAW_TEXT.has(name)) {
      const closer = new RegExp(`</${name}[\\s/>]`, "gi");
      closer.lastIndex = i;
      const found = closer.exec(html);
      const stop = found ? found.index : html.length;
      rawText = html.slice(i, stop);
      const close = found ? html.indexOf(">", stop) : -1;
      i = close === -1 ? html.length : close + 1;
    }
    switch (name) {
      case "html":
        scan.lang ??= attrs.get("lang")?.trim() || null;
        break;
      case "title":
        scan.title ??= collapse(decodeEntities(rawText ?? "")) || null;
        break;
      case "base":
        scan.baseHref ??= attrs.get("href")?.trim() || null;
        break;
      case "meta": {
        const metaName =
          attrs.get("name") ?? attrs.get("property") ?? attrs.get("itemprop") ?? attrs.get("http-equiv");
        const content = attrs.get("content");
        if (metaName && content !== undefined && scan.metas.length < MAX_ITEMS)
          scan.metas.push({ name: metaName.trim().toLowerCase(), content: collapse(content) });
        break;
      }
      case "link": {
        const href = attrs.get("href")?.trim();
        if (href && scan.links.length < MAX_ITEMS)
          scan.links.push({
            rel: (attrs.get("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean),
            href,
            sizes: (attrs.get("sizes") ?? "").toLowerCase(),
            type: (attrs.get("type") ?? "").toLowerCase(),
          });
        break;
      }
      case "a":
      case "area": {
        const href = attrs.get("href")?.trim();
        if (href && scan.anchors.length < MAX_ITEMS) scan.anchors.push(href);
        break;
      }
      case "script": {
        const src = attrs.get("src")?.trim();
        if (src && scan.scriptSrcs.length < MAX_ITEMS) scan.scriptSrcs.push(src);
        if (
          (attrs.get("type") ?? "").trim().toLowerCase() === "application/ld+json" &&
          scan.jsonLd.length < 50
        )
          scan.jsonLd.push(rawText ?? "");
        break;
      }
    }
  }
  return scan;
}
