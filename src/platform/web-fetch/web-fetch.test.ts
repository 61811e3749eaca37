import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchWebPage, WEB_FETCH_MAX_BYTES, WebFetchError, type WebFetchOptions } from "./web-fetch.ts";

/** The local test site: each path is one behaviour. */
let server: Server;
let port = 0;
let base = "";
const seen: { path: string; host: string }[] = [];
let bigBodyFinished = false;
let bigBodyClosedEarly = false;

const PAGE = `<!doctype html><html><head><title>Acme | Widgets</title>
<meta name="description" content="Acme makes widgets."></head><body>Hello</body></html>`;

function handle(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? "/";
  seen.push({ path, host: req.headers.host ?? "" });
  const html = (body: string, headers: Record<string, string> = {}) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...headers });
    res.end(body);
  };
  const redirect = (location: string, status = 302) => {
    res.writeHead(status, { location });
    res.end();
  };
  if (path === "/")
    return html(PAGE, { "set-cookie": "session=secret; HttpOnly", "x-powered-by": "Express" });
  if (path === "/xhtml") {
    res.writeHead(200, { "content-type": "application/xhtml+xml" });
    return res.end(PAGE);
  }
  if (path === "/latin1") {
    res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" });
    return res.end(Buffer.from("<title>Caf\xe9</title>", "latin1"));
  }
  if (path === "/gzip") {
    res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
    return res.end(gzipSync(PAGE));
  }
  if (path === "/no-type") {
    res.writeHead(200);
    return res.end(PAGE);
  }
  if (path === "/pdf") {
    res.writeHead(200, { "content-type": "application/pdf" });
    return res.end("%PDF-1.7");
  }
  if (path === "/json-no-type") {
    res.writeHead(200);
    return res.end('{"a":1}');
  }
  if (path === "/hop/1") return redirect("/hop/2", 301);
  if (path === "/hop/2") return redirect(`${base}/hop/3`, 308);
  if (path === "/hop/3") return redirect("/");
  if (path.startsWith("/loop/")) return redirect(`/loop/${Number(path.slice(6)) + 1}`);
  if (path === "/to-loopback") return redirect("http://127.0.0.1/");
  if (path === "/to-metadata") return redirect("http://169.254.169.254/latest/meta-data/");
  if (path === "/to-mapped") return redirect("http://[::ffff:127.0.0.1]:8080/");
  if (path === "/to-file") return redirect("file:///etc/passwd");
  if (path === "/to-ssh") return redirect("http://example.com:22/");
  if (path === "/slow") {
    setTimeout(() => html(PAGE), 2_000).unref();
    return;
  }
  if (path === "/trickle") {
    res.writeHead(200, { "content-type": "text/html" });
    res.write("<html>");
    const timer = setInterval(() => res.write(" "), 50);
    res.on("close", () => clearInterval(timer));
    return;
  }
  if (path === "/big") {
    // 5 MB in 64 KB chunks, respecting back-pressure; records whether the client hung up early.
    res.writeHead(200, { "content-type": "text/html" });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < 80) {
        sent++;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      bigBodyFinished = true;
      res.end();
    };
    res.on("close", () => {
      if (!bigBodyFinished) bigBodyClosedEarly = true;
    });
    res.write("<html><title>Big</title>");
    return pump();
  }
  res.writeHead(404, { "content-type": "text/html" });
  res.end("<title>Not found</title>");
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Lets exactly the test site (127.0.0.1 on its port) through, nothing else. */
const onlyTestSite: WebFetchOptions = {
  allowPrivateTargetForTests: (target) => target.address === "127.0.0.1" && target.port === port,
};

async function failure(promise: Promise<unknown>): Promise<WebFetchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebFetchError);
  return error as WebFetchError;
}

describe("fetchWebPage: address rules", () => {
  it("refuses the local test site by default (loopback)", async () => {
    const error = await failure(fetchWebPage(`${base}/`));
    expect(error.kind).toBe("blocked-address");
    expect(error.addressKind).toBe("loopback");
    expect(error.message).toBe("That address points to this server itself and cannot be fetched.");
  });

  it("refuses private, link-local, CGNAT, mapped and unspecified literals without connecting", async () => {
    const cases: [string, string][] = [
      ["http://10.0.0.1/", "That address points to a private network and cannot be fetched."],
      ["http://192.168.0.1:8080/", "That address points to a private network and cannot be fetched."],
      [
        "http://169.254.169.254/latest/meta-data/",
        "That address points to a private network and cannot be fetched.",
      ],
      ["http://100.64.0.1/", "That address points to a private network and cannot be fetched."],
      ["http://[fd00::1]/", "That address points to a private network and cannot be fetched."],
      ["http://[::ffff:127.0.0.1]/", "That address points to this server itself and cannot be fetched."],
      ["http://[::1]/", "That address points to this server itself and cannot be fetched."],
      ["http://0.0.0.0/", "That address is not a public web site and cannot be fetched."],
      // WHATWG URL normalises these spellings to 127.0.0.1 before we look at them.
      ["http://2130706433/", "That address points to this server itself and cannot be fetched."],
      ["http://0x7f.1/", "That address points to this server itself and cannot be fetched."],
    ];
    for (const [url, message] of cases) {
      const error = await failure(fetchWebPage(url));
      expect(error.kind, url).toBe("blocked-address");
      expect(error.message, url).toBe(message);
    }
  });

  it("refuses local host names before asking DNS", async () => {
    let asked = false;
    const resolve = async () => {
      asked = true;
      return [{ address: "93.184.216.34", family: 4 as const }];
    };
    for (const url of [
      "http://localhost/",
      "http://intranet/",
      "http://db.internal/",
      "http://x.localhost:3000/",
    ]) {
      expect((await failure(fetchWebPage(url, { resolve }))).kind).toBe("blocked-address");
    }
    expect(asked).toBe(false);
  });

  it("refuses a public-looking host name that resolves to 127.0.0.1", async () => {
    const error = await failure(
      fetchWebPage(`http://totally-public.example.com:${port}/`, {
        resolve: async () => [{ address: "127.0.0.1", family: 4 }],
      }),
    );
    expect(error.kind).toBe("blocked-address");
    expect(error.addressKind).toBe("loopback");
  });

  it("refuses a name when any of its addresses is private, even if the first is public", async () => {
    const error = await failure(
      fetchWebPage("https://mixed.example.com/", {
        resolve: async () => [
          { address: "93.184.216.34", family: 4 },
          { address: "10.0.0.5", family: 4 },
        ],
      }),
    );
    expect(error.addressKind).toBe("private");
  });

  it("connects to the checked address, resolving once per hop (no second DNS answer)", async () => {
    let lookups = 0;
    const page = await fetchWebPage(`http://www.acme.example:${port}/`, {
      ...onlyTestSite,
      resolve: async () => {
        lookups++;
        // A rebinding resolver would answer differently the second time; we never ask twice.
        return lookups === 1 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.9.9.9", family: 4 }];
      },
    });
    expect(lookups).toBe(1);
    expect(page.address).toBe("127.0.0.1");
    expect(page.html).toContain("Acme | Widgets");
    expect(seen.at(-1)).toEqual({ path: "/", host: `www.acme.example:${port}` });
  });

  it("refuses other schemes, credentials and privileged ports", async () => {
    expect((await failure(fetchWebPage("ftp://example.com/"))).message).toBe(
      "Only http:// and https:// addresses can be fetched.",
    );
    expect((await failure(fetchWebPage("file:///etc/passwd"))).kind).toBe("scheme");
    expect((await failure(fetchWebPage("gopher://example.com:70/"))).kind).toBe("scheme");
    expect((await failure(fetchWebPage("http://user:pw@example.com/"))).message).toBe(
      "Addresses with a user name or password cannot be fetched.",
    );
    for (const url of ["http://example.com:22/", "http://example.com:25/", "https://example.com:6667/"])
      expect((await failure(fetchWebPage(url))).kind, url).toBe("port");
    expect((await failure(fetchWebPage("not a url"))).message).toBe("Please enter a valid URL");
  });
});

describe("fetchWebPage: the allowed test site", () => {
  it("reads an HTML page with its headers and cookie names (not values)", async () => {
    const page = await fetchWebPage(`${base}/`, onlyTestSite);
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${base}/`);
    expect(page.html).toBe(PAGE);
    expect(page.headers["x-powered-by"]).toBe("Express");
    expect(page.headers["set-cookie"]).toBeUndefined();
    expect(page.cookies).toEqual(["session"]);
    expect(page.truncated).toBe(false);
  });

  it("reads XHTML, gzip, a declared charset and an untyped HTML body", async () => {
    expect((await fetchWebPage(`${base}/xhtml`, onlyTestSite)).html).toBe(PAGE);
    expect((await fetchWebPage(`${base}/gzip`, onlyTestSite)).html).toBe(PAGE);
    expect((await fetchWebPage(`${base}/latin1`, onlyTestSite)).html).toBe("<title>Café</title>");
    expect((await fetchWebPage(`${base}/no-type`, onlyTestSite)).html).toBe(PAGE);
  });

  it("refuses bodies that are not HTML", async () => {
    const error = await failure(fetchWebPage(`${base}/pdf`, onlyTestSite));
    expect(error.kind).toBe("not-html");
    expect(error.message).toBe("That address did not return a web page (it returned application/pdf).");
    expect((await failure(fetchWebPage(`${base}/json-no-type`, onlyTestSite))).kind).toBe("not-html");
  });

  it("follows relative and absolute redirects and reports the final URL", async () => {
    const page = await fetchWebPage(`${base}/hop/1`, onlyTestSite);
    expect(page.url).toBe(`${base}/`);
    expect(page.redirects).toEqual([`${base}/hop/1`, `${base}/hop/2`, `${base}/hop/3`]);
  });

  it("stops after 5 redirects", async () => {
    const error = await failure(fetchWebPage(`${base}/loop/0`, onlyTestSite));
    expect(error.kind).toBe("too-many-redirects");
    expect(error.message).toBe("The site redirected more than 5 times.");
  });

  it("refuses a redirect to loopback, cloud metadata, a mapped address, a file or SSH", async () => {
    const expected: [string, string][] = [
      ["/to-loopback", "blocked-address"],
      ["/to-metadata", "blocked-address"],
      ["/to-mapped", "blocked-address"],
      ["/to-file", "scheme"],
      ["/to-ssh", "port"],
    ];
    for (const [path, kind] of expected) {
      const error = await failure(fetchWebPage(`${base}${path}`, onlyTestSite));
      expect(error.kind, path).toBe(kind);
    }
    const metadata = await failure(fetchWebPage(`${base}/to-metadata`, onlyTestSite));
    expect(metadata.addressKind).toBe("link-local");
    expect(metadata.message).toBe("That address points to a private network and cannot be fetched.");
  });

  it("stops reading at 1 MB and hangs up instead of buffering the rest", async () => {
    const page = await fetchWebPage(`${base}/big`, onlyTestSite);
    expect(page.truncated).toBe(true);
    expect(Buffer.byteLength(page.html, "utf8")).toBe(WEB_FETCH_MAX_BYTES);
    expect(page.html.startsWith("<html><title>Big</title>")).toBe(true);
    await expect.poll(() => bigBodyClosedEarly).toBe(true);
    expect(bigBodyFinished).toBe(false);
  });

  it("gives up on a site that does not answer in time, and on one that trickles forever", async () => {
    const slow = await failure(fetchWebPage(`${base}/slow`, { ...onlyTestSite, timeoutMs: 300 }));
    expect(slow.kind).toBe("timeout");
    expect(slow.message).toBe("The site did not answer within 0.3 seconds.");
    const trickle = await failure(fetchWebPage(`${base}/trickle`, { ...onlyTestSite, timeoutMs: 300 }));
    expect(trickle.kind).toBe("timeout");
  });

  it("says 5 seconds by default", async () => {
    const never = createServer(() => {});
    await new Promise<void>((resolve) => never.listen(0, "127.0.0.1", resolve));
    const neverPort = (never.address() as AddressInfo).port;
    try {
      const started = Date.now();
      const error = await failure(
        fetchWebPage(`http://127.0.0.1:${neverPort}/`, { allowPrivateTargetForTests: () => true }),
      );
      expect(error.message).toBe("The site did not answer within 5 seconds.");
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    } finally {
      never.closeAllConnections();
      await new Promise((resolve) => never.close(resolve));
    }
  }, 10_000);

  it("reports a refused connection and an unknown host in plain words", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await failure(
      fetchWebPage(`http://127.0.0.1:${closedPort}/`, { allowPrivateTargetForTests: () => true }),
    );
    expect(refused.message).toBe("We could not connect to the site.");
    const missing = await failure(
      fetchWebPage("https://nowhere.example.com/", {
        resolve: async () => {
          throw Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" });
        },
      }),
    );
    expect(missing.message).toBe("We could not find a web site at nowhere.example.com.");
  });
});
