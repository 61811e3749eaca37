import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, expect } from "@playwright/test";
import { withHydration } from "../fixtures.ts";
import { startServer, type TestServer } from "../servers.ts";

/** The deployment's public address: https, a name of its own, served by the test's TLS proxy. */
export const PUBLIC_HOST = "agency-journey.example";
export const PUBLIC = `https://${PUBLIC_HOST}`;

/** A port the OS says is free (the port plan's offsets all belong to the workers' servers). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A throw-away self-signed certificate for PUBLIC_HOST (the browser is told to accept it). */
function selfSignedCert(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "journey-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${PUBLIC_HOST}`,
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  const pair = {
    key: fs.readFileSync(path.join(dir, "key.pem"), "utf8"),
    cert: fs.readFileSync(path.join(dir, "cert.pem"), "utf8"),
  };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * The TLS-terminating reverse proxy in front of the app, as a load balancer would be: https to
 * the visitor, plain http to the app with X-Forwarded-For/-Proto/-Host (the app trusts them with
 * TRUST_PROXY=1).
 */
function startProxy(target: number): Promise<{ port: number; close(): Promise<void> }> {
  const server = https.createServer(selfSignedCert(), (req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: target,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
          "x-forwarded-proto": "https",
          "x-forwarded-host": req.headers.host ?? PUBLIC_HOST,
        },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end("bad gateway");
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

export type Deployment = {
  server: TestServer;
  browser: Browser;
  /** A new visitor's browser on the public address (a person with their own cookies). */
  person(): Promise<{ context: BrowserContext; page: import("@playwright/test").Page }>;
  stop(): Promise<void>;
};

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The product started as a deployment: no demo data, no setup code given (the server prints one),
 * no test routes, behind an https proxy at PUBLIC. The browser reaches PUBLIC_HOST at the proxy.
 */
export async function startDeployment(): Promise<Deployment> {
  const appPort = await freePort();
  const server = await startServer(appPort, {
    demo: false,
    env: {
      PUBLIC_URL: PUBLIC,
      TRUST_PROXY: "1",
      SETUP_CODE: undefined,
      ENABLE_TEST_ROUTES: undefined,
      TEST_LOOPBACK_FETCH: undefined,
    },
  });
  const proxy = await startProxy(appPort);
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      `--host-resolver-rules=MAP ${PUBLIC_HOST}:443 127.0.0.1:${proxy.port}`,
    ],
  });
  return {
    server,
    browser,
    async person() {
      const context = await browser.newContext({
        baseURL: PUBLIC,
        ignoreHTTPSErrors: true,
        reducedMotion: "reduce",
        viewport: { width: 1280, height: 900 },
      });
      context.setDefaultTimeout(15_000);
      return { context, page: withHydration(await context.newPage()) };
    },
    async stop() {
      await browser.close();
      await proxy.close();
      await server.stop();
    },
  };
}

/** The first-admin setup code, read from the start-up banner the way an operator reads it. */
export async function setupCodeFromLog(server: TestServer): Promise<string> {
  await expect.poll(() => /setup code: (\S+)/.exec(server.output())?.[1] ?? null).not.toBeNull();
  return /setup code: (\S+)/.exec(server.output())![1]!;
}
