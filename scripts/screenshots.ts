// Takes screenshots of the pages at 1280 px and 390 px, dark and light, for a human to look at.
// Usage: node scripts/screenshots.ts [baseUrl] (default: starts a demo server on port 3200).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const out = path.resolve("screenshots");
fs.mkdirSync(out, { recursive: true });
let base = process.argv[2];
let server: ReturnType<typeof spawn> | undefined;
if (!base) {
  base = "http://127.0.0.1:3200";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-shots-"));
  server = spawn(process.execPath, ["src/server.ts"], {
    env: {
      ...process.env,
      PORT: "3200",
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ENABLE_TEST_ROUTES: "1",
    },
    stdio: "inherit",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const pages: { name: string; path: string; as?: string; action?: string }[] = [
  { name: "home", path: "/" },
  { name: "auth", path: "/auth" },
  { name: "auth-denied", path: "/auth?redirect=%2Fcommand-center&reason=role%3Aemployee" },
  { name: "admin-login", path: "/admin/login" },
  { name: "employee-login", path: "/employee/login" },
  { name: "not-found", path: "/no-such-page" },
  { name: "error", path: "/__test/error" },
  { name: "profile", path: "/profile", as: "workspace@demo.agency.example:demo-workspace-pass" },
  { name: "settings", path: "/settings", as: "workspace@demo.agency.example:demo-workspace-pass" },
  { name: "command-center", path: "/command-center", as: "admin@demo.agency.example:demo-admin-pass" },
  {
    name: "employee-dashboard",
    path: "/employee/dashboard",
    as: "employee@demo.agency.example:demo-employee-pass",
  },
  { name: "menu-open", path: "/", action: "menu" },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  for (const theme of ["dark", "light"] as const) {
    for (const [label, viewport] of [
      ["desktop", { width: 1280, height: 800 }],
      ["mobile", { width: 390, height: 844 }],
    ] as const) {
      for (const p of pages) {
        const context = await browser.newContext({ viewport });
        await context.addCookies([{ name: "theme", value: theme, url: base }]);
        const page = await context.newPage();
        if (p.as) {
          const [email, password] = p.as.split(":");
          await page.request.post(`${base}/api/identity/sign-in`, {
            data: { email, password },
            headers: { origin: base },
          });
        }
        await page.goto(base + p.path);
        await page
          .waitForSelector("html[data-hydrated]", { state: "attached", timeout: 10_000 })
          .catch(() => {});
        if (p.action === "menu") {
          if (label === "mobile") await page.getByRole("button", { name: "Open menu" }).click();
          else await page.getByRole("button", { name: "Tools" }).click();
        }
        await page.waitForTimeout(300);
        await page.screenshot({
          path: path.join(out, `${p.name}-${label}-${theme}.png`),
          fullPage: p.action !== "menu",
        });
        await context.close();
      }
    }
  }
  console.log(`screenshots written to ${out}`);
} finally {
  await browser.close();
  server?.kill("SIGTERM");
}
