import { CLIENTS } from "../content/clients.ts";
import { monogram } from "../lib/guide-rules.ts";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** A partner's monogram logo as SVG: initials on its highlight colour; null for an unknown slug. */
export function clientLogoSvg(slug: string): string | null {
  const client = CLIENTS.find((c) => c.slug === slug);
  if (!client) return null;
  const color = /^#[0-9a-f]{6}$/i.test(client.highlightColor) ? client.highlightColor : "#475569";
  const text = escapeXml(monogram(client.name));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(client.name)}"><rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="700" fill="#ffffff">${text}</text></svg>`;
}
