import { scanHtml } from "./html-scan.ts";
import {
  TECH_CATEGORIES,
  TECHNOLOGY_RULES,
  type TechCategory,
  type TechMatcher,
  type TechRule,
} from "./technology-rules.ts";

export interface DetectedTechnology {
  name: string;
  category: TechCategory;
  /** 1–100: the sum of the matched evidence's confidences, at most 100. */
  confidence: number;
  version: string | null;
  /** What was seen, e.g. "header cf-ray", "script https://js.stripe.com/v3", "implied by Next.js". */
  evidence: string[];
}

export interface TechnologySignals {
  url: string;
  /** Response headers, names in any case. */
  headers: Record<string, string>;
  html: string;
  /** `<script src>` values; read from `html` when left out. */
  scriptSrcs?: string[];
  /** Names of the cookies the site set. */
  cookies?: string[];
}

const clipped = (text: string, max = 80) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

interface Prepared {
  url: string;
  headers: Map<string, string>;
  html: string;
  scriptSrcs: string[];
  cookies: string[];
  metas: Map<string, string[]>;
  classes: string[];
}

function prepare(signals: TechnologySignals): Prepared {
  const scan = scanHtml(signals.html);
  const metas = new Map<string, string[]>();
  for (const meta of scan.metas) metas.set(meta.name, [...(metas.get(meta.name) ?? []), meta.content]);
  return {
    url: signals.url,
    headers: new Map(
      Object.entries(signals.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    ),
    html: signals.html,
    scriptSrcs: signals.scriptSrcs ?? scan.scriptSrcs,
    cookies: signals.cookies ?? [],
    metas,
    classes: [...scan.classes],
  };
}

/** Runs one matcher: the evidence text and the version it found, or null. */
function run(matcher: TechMatcher, page: Prepared): { evidence: string; version: string | null } | null {
  const versionOf = (m: RegExpExecArray | null, wanted: boolean | undefined) =>
    wanted && m?.[1] ? clipped(m[1], 20) : null;
  if ("header" in matcher) {
    const value = page.headers.get(matcher.header);
    if (value === undefined) return null;
    if (!matcher.value) return { evidence: `header ${matcher.header}`, version: null };
    const m = matcher.value.exec(value);
    return m
      ? {
          evidence: `header ${matcher.header}: ${clipped(value, 60)}`,
          version: versionOf(m, matcher.version),
        }
      : null;
  }
  if ("cookie" in matcher) {
    const name = page.cookies.find((c) => matcher.cookie.test(c));
    return name ? { evidence: `cookie ${clipped(name, 40)}`, version: null } : null;
  }
  if ("html" in matcher) {
    const m = matcher.html.exec(page.html);
    return m ? { evidence: `HTML ${matcher.label}`, version: versionOf(m, matcher.version) } : null;
  }
  if ("script" in matcher) {
    for (const src of page.scriptSrcs) {
      const m = matcher.script.exec(src);
      if (m) return { evidence: `script ${clipped(src)}`, version: versionOf(m, matcher.version) };
    }
    return null;
  }
  if ("meta" in matcher) {
    for (const content of page.metas.get(matcher.meta) ?? []) {
      const m = matcher.value.exec(content);
      if (m)
        return {
          evidence: `meta ${matcher.meta} "${clipped(content, 40)}"`,
          version: versionOf(m, matcher.version),
        };
    }
    return null;
  }
  if ("url" in matcher)
    return matcher.url.test(page.url) ? { evidence: `URL ${matcher.label}`, version: null } : null;
  const hits = page.classes.filter((c) => matcher.className.test(c));
  return hits.length >= matcher.min
    ? { evidence: `HTML ${matcher.label} (${hits.slice(0, 3).join(", ")})`, version: null }
    : null;
}

/**
 * Detects the technologies behind a page from its headers, HTML, script sources and cookies with
 * the rule table (`rules` defaults to TECHNOLOGY_RULES). Pure; sorted by category, then confidence.
 */
export function detectTechnologies(
  signals: TechnologySignals,
  rules: readonly TechRule[] = TECHNOLOGY_RULES,
): DetectedTechnology[] {
  const page = prepare(signals);
  const found = new Map<string, DetectedTechnology>();
  for (const rule of rules) {
    let confidence = 0;
    let version: string | null = null;
    const evidence: string[] = [];
    for (const matcher of rule.evidence) {
      const hit = run(matcher, page);
      if (!hit) continue;
      confidence += matcher.confidence ?? 100;
      version ??= hit.version;
      if (!evidence.includes(hit.evidence)) evidence.push(hit.evidence);
    }
    if (confidence > 0)
      found.set(rule.name, {
        name: rule.name,
        category: rule.category,
        confidence: Math.min(100, confidence),
        version,
        evidence,
      });
  }
  // Implications, followed transitively (WP Engine → WordPress → PHP).
  const queue = [...found.values()];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    const rule = rules.find((r) => r.name === parent.name);
    for (const impliedName of rule?.implies ?? []) {
      const impliedRule = rules.find((r) => r.name === impliedName);
      if (!impliedRule) continue;
      const existing = found.get(impliedName);
      const note = `implied by ${parent.name}`;
      if (existing) {
        if (existing.confidence < parent.confidence) existing.confidence = parent.confidence;
        if (!existing.evidence.includes(note)) existing.evidence.push(note);
        continue;
      }
      const implied: DetectedTechnology = {
        name: impliedName,
        category: impliedRule.category,
        confidence: parent.confidence,
        version: null,
        evidence: [note],
      };
      found.set(impliedName, implied);
      queue.push(implied);
    }
  }
  const order = (category: TechCategory) => TECH_CATEGORIES.indexOf(category);
  return [...found.values()].sort(
    (a, b) =>
      order(a.category) - order(b.category) || b.confidence - a.confidence || a.name.localeCompare(b.name),
  );
}
