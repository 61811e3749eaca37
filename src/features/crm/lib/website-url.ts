/** The message for a website address that does not parse (forms, enrichment, the technology scan). */
export const INVALID_WEBSITE_URL = "Please enter a valid URL";

/** A host the URL parser produced: DNS labels (IDNs arrive as punycode) or an IP literal. */
const HOST =
  /^(?:(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.?|\[[0-9a-f:.]+\])$/;

export type WebsiteUrlResult = { ok: true; url: string } | { ok: false; message: typeof INVALID_WEBSITE_URL };

/**
 * Normalises a website the user typed: trimmed and lowercased, https://
 * prepended when there is no scheme, and it must then parse as an http(s) URL with a host and no user name or password.
 * Pure and shared by the browser (form validation) and the server (enrichment, technology scan).
 */
export function normalizeWebsiteUrl(raw: string): WebsiteUrlResult {
  const value = raw.trim().toLowerCase();
  if (value === "" || /\s/.test(value)) return { ok: false, message: INVALID_WEBSITE_URL };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(value) ? value : `https://${value.replace(/^\/\//, "")}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: INVALID_WEBSITE_URL };
  }
  const credentials = url.username !== "" || url.password !== "";
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !HOST.test(url.hostname) || credentials)
    return { ok: false, message: INVALID_WEBSITE_URL };
  return { ok: true, url: url.href };
}

/** The host part of a website (what enrichment looks up as the domain), without "www.". */
export function websiteDomain(url: string): string | null {
  const result = normalizeWebsiteUrl(url);
  return result.ok ? new URL(result.url).hostname.replace(/^www\./, "") : null;
}
