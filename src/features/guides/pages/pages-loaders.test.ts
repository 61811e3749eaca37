import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { requestStateContext } from "#src/platform/http/app-context.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { loader as clientsLoader } from "./clients.tsx";
import { loader as guideLoader } from "./guide.tsx";

/** A router context whose database fails every query. */
function brokenContext() {
  const failing = new Proxy(
    {},
    {
      get() {
        throw new Error("database down");
      },
    },
  );
  const context = new RouterContextProvider();
  context.set(requestStateContext, {
    services: { db: failing, logger: silentLogger } as unknown as AppServices,
    nonce: "n",
    requestId: "r",
    clientIp: "127.0.0.1",
  });
  return context;
}

const args = (context: RouterContextProvider, params: Record<string, string> = {}) =>
  ({ request: new Request("http://x/"), params, context }) as never;

describe("page loaders when the database fails", () => {
  it("/clients renders its error state (503) instead of failing", async () => {
    const res = (await clientsLoader(args(brokenContext()))) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(res.init.status).toBe(503);
    expect(res.data).toEqual({ clients: [], failed: true });
  });

  it("/guide/{slug} answers 404 for a malformed slug without touching the database", async () => {
    const res = (await guideLoader(args(brokenContext(), { slug: "Bad Slug" }))) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(res.init.status).toBe(404);
    expect(res.data).toEqual({ state: "not-found" });
  });

  it("/guide/{slug} renders an error state (500) when the guide cannot be read", async () => {
    const res = (await guideLoader(args(brokenContext(), { slug: "mvp-launch-checklist" }))) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(res.init.status).toBe(500);
    expect(res.data).toEqual({ state: "error" });
  });
});
