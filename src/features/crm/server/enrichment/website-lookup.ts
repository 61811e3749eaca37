import { badRequest, HttpError } from "#src/platform/http/errors.ts";
import { fetchWebPage, WebFetchError, type WebPage } from "#src/platform/web-fetch/index.ts";
import { normalizeWebsiteUrl } from "../../lib/website-url.ts";
import { scanHtml } from "./html-scan.ts";
import { extractSiteMetadata, type SiteMetadata } from "./site-metadata.ts";
import { type DetectedTechnology, detectTechnologies } from "./technologies.ts";

/** How the lookups reach the web: the platform's safe fetch unless a test passes its own. */
export interface WebsiteLookupDeps {
  fetchPage: (url: string) => Promise<WebPage>;
}

const defaultDeps: WebsiteLookupDeps = { fetchPage: (url) => fetchWebPage(url) };

export interface CompanyEnrichment {
  /** The address as normalised from what the user typed. */
  requestedUrl: string;
  /** Where the page was finally read from (after redirects). */
  finalUrl: string;
  metadata: SiteMetadata;
  /** True when the page was longer than 1 MB and only its start was read. */
  truncated: boolean;
}

export interface TechnologyScan {
  requestedUrl: string;
  finalUrl: string;
  /** The HTTP status the site answered with (a 403 challenge page still shows its CDN). */
  status: number;
  technologies: DetectedTechnology[];
}

function normalizedOrThrow(rawUrl: string): string {
  const result = normalizeWebsiteUrl(rawUrl);
  if (!result.ok) throw badRequest(result.message, { url: result.message });
  return result.url;
}

async function fetchOrThrow(url: string, deps: WebsiteLookupDeps): Promise<WebPage> {
  try {
    return await deps.fetchPage(url);
  } catch (error) {
    if (error instanceof WebFetchError)
      throw new HttpError(422, error.message, { code: `website_${error.kind}` });
    throw error;
  }
}

/**
 * 'Quick Fill from Website' and Enrich Data: fetches the company's site (safely) and reads its
 * name, logo, description, industry hints, social links and contact links. Throws HttpError
 * 400 'Please enter a valid URL' or 422 with the fetch's own message.
 */
export async function enrichCompanyFromWebsite(
  rawUrl: string,
  deps: WebsiteLookupDeps = defaultDeps,
): Promise<CompanyEnrichment> {
  const requestedUrl = normalizedOrThrow(rawUrl);
  const page = await fetchOrThrow(requestedUrl, deps);
  if (page.status >= 400)
    throw new HttpError(
      422,
      `The site answered with an error (HTTP ${page.status}), so there was nothing to read.`,
      {
        code: "website_http_error",
      },
    );
  return {
    requestedUrl,
    finalUrl: page.url,
    metadata: extractSiteMetadata(page.html, page.url),
    truncated: page.truncated,
  };
}

/** The website technology scan: headers, HTML, script sources and cookies against the rule table. */
export async function scanWebsiteTechnologies(
  rawUrl: string,
  deps: WebsiteLookupDeps = defaultDeps,
): Promise<TechnologyScan> {
  const requestedUrl = normalizedOrThrow(rawUrl);
  const page = await fetchOrThrow(requestedUrl, deps);
  const technologies = detectTechnologies({
    url: page.url,
    headers: page.headers,
    html: page.html,
    scriptSrcs: scanHtml(page.html).scriptSrcs,
    cookies: page.cookies,
  });
  return { requestedUrl, finalUrl: page.url, status: page.status, technologies };
}
