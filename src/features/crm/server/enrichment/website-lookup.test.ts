import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "#src/platform/http/errors.ts";
import { fetchWebPage } from "#src/platform/web-fetch/index.ts";
import {
  applyCompanyUpdate,
  type CompanyEnrichment,
  type CompanyField,
  type CompanyUpdateProposal,
  type EnrichableCompany,
  enrichCompanyFromWebsite,
  proposeCompanyUpdate,
  scanWebsiteTechnologies,
  type TechnologyScan,
  type WebsiteLookupDeps,
} from "../index.ts";

// A local company site, started by the test.
const HOME = `<!doctype html><html lang="en"><head>
<title>Initech | Enterprise software consulting</title>
<meta name="description" content="Initech helps enterprises ship better software.">
<meta name="generator" content="WordPress 6.4.3">
<link rel="apple-touch-icon" href="/touch.png">
<link rel="stylesheet" href="/wp-content/themes/initech/style.css">
<script src="https://www.googletagmanager.com/gtm.js?id=GTM-ABCD12"></script>
</head><body>
<a href="https://www.linkedin.com/company/initech">LinkedIn</a>
<a href="mailto:info@initech.example">Mail us</a>
</body></html>`;

let server: Server;
let base = "";
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/") {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        server: "nginx/1.25.3",
        "x-powered-by": "PHP/8.3.1",
        "set-cookie": ["PHPSESSID=abc; HttpOnly", "_ga=GA1.1.1; Path=/"],
      });
      return res.end(HOME);
    }
    if (req.url === "/old") {
      res.writeHead(301, { location: "/" });
      return res.end();
    }
    if (req.url === "/metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/iam/" });
      return res.end();
    }
    if (req.url === "/file.pdf") {
      res.writeHead(200, { "content-type": "application/pdf" });
      return res.end("%PDF");
    }
    res.writeHead(404, { "content-type": "text/html", server: "nginx" });
    res.end("<title>Not found</title>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The safe fetch with only the local test site let through. */
const testSite: WebsiteLookupDeps = {
  fetchPage: (url) =>
    fetchWebPage(url, { allowPrivateTargetForTests: (t) => t.address === "127.0.0.1" && t.port === port }),
};

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe("enrichCompanyFromWebsite", () => {
  it("reads the company's details from its site, following a redirect", async () => {
    const result: CompanyEnrichment = await enrichCompanyFromWebsite(
      `  ${base.toUpperCase()}/OLD `,
      testSite,
    ); // trimmed and lowercased
    expect(result.requestedUrl).toBe(`${base}/old`);
    expect(result.finalUrl).toBe(`${base}/`);
    expect(result.truncated).toBe(false);
    expect(result.metadata).toMatchObject({
      name: "Initech",
      logoUrl: `${base}/touch.png`,
      description: "Initech helps enterprises ship better software.",
      industry: "Software & Technology",
      socialLinks: { linkedin: "https://www.linkedin.com/company/initech" },
      emails: ["info@initech.example"],
    });
    // The UI then asks before changing what the company already has…
    const company: Partial<EnrichableCompany> = { name: "Initech LLC", description: "" };
    const proposal: CompanyUpdateProposal = proposeCompanyUpdate(company, result.metadata);
    expect(proposal.conflicts).toBe(1);
    expect(proposal.fields.find((f) => f.field === "name")).toEqual({
      field: "name",
      action: "conflict",
      current: "Initech LLC",
      found: "Initech",
    });
    expect(proposal.fills.description).toBe("Initech helps enterprises ship better software.");
    expect(proposal.fills.name).toBeUndefined();
    // …and writes the found name only when the user accepts it.
    const accepted: CompanyField[] = ["name"];
    expect(applyCompanyUpdate(company, proposal, accepted).name).toBe("Initech");
  });

  it("is refused for the local site without the test allowance (the production path)", async () => {
    const error = await refusal(enrichCompanyFromWebsite(`${base}/`));
    expect(error.status).toBe(422);
    expect(error.message).toBe("That address points to this server itself and cannot be fetched.");
  });

  it("refuses a redirect to the cloud metadata address", async () => {
    const error = await refusal(enrichCompanyFromWebsite(`${base}/metadata`, testSite));
    expect(error.status).toBe(422);
    expect(error.code).toBe("website_blocked-address");
    expect(error.message).toBe("That address points to a private network and cannot be fetched.");
  });

  it("answers 'Please enter a valid URL' for what does not parse, and explains other failures", async () => {
    const invalid = await refusal(enrichCompanyFromWebsite("not a url", testSite));
    expect([invalid.status, invalid.message, invalid.fields]).toEqual([
      400,
      "Please enter a valid URL",
      { url: "Please enter a valid URL" },
    ]);
    expect((await refusal(enrichCompanyFromWebsite(`${base}/file.pdf`, testSite))).message).toBe(
      "That address did not return a web page (it returned application/pdf).",
    );
    expect((await refusal(enrichCompanyFromWebsite(`${base}/missing`, testSite))).message).toBe(
      "The site answered with an error (HTTP 404), so there was nothing to read.",
    );
  });
});

describe("scanWebsiteTechnologies", () => {
  it("detects the site's stack from headers, HTML, scripts and cookies", async () => {
    const scan: TechnologyScan = await scanWebsiteTechnologies(`${base}/`, testSite);
    expect(scan.status).toBe(200);
    expect(scan.technologies.map((t) => t.name).sort()).toEqual([
      "Google Analytics",
      "Google Tag Manager",
      "PHP",
      "WordPress",
      "nginx",
    ]);
    const php = scan.technologies.find((t) => t.name === "PHP")!;
    expect(php.evidence).toEqual([
      "header x-powered-by: PHP/8.3.1",
      "cookie PHPSESSID",
      "implied by WordPress",
    ]);
    expect(scan.technologies.find((t) => t.name === "nginx")!.version).toBe("1.25.3");
  });

  it("still reads the headers of an error page, and refuses private targets", async () => {
    const scan = await scanWebsiteTechnologies(`${base}/missing`, testSite);
    expect(scan.status).toBe(404);
    expect(scan.technologies.map((t) => t.name)).toEqual(["nginx"]);
    expect((await refusal(scanWebsiteTechnologies("http://192.168.1.1/"))).status).toBe(422);
    expect((await refusal(scanWebsiteTechnologies("   "))).message).toBe("Please enter a valid URL");
  });
});
