import { describe, expect, it } from "vitest";
import { isServerOnly } from "./server-only-plugin.ts";

describe("server-only paths (kept out of the browser bundle)", () => {
  it("covers the platform, slices' server folders, *.server.ts, db/ and the entry point", () => {
    for (const p of [
      "src/platform/db/db.ts",
      "src/features/site/server/index.ts",
      "src/features/intake/server/ics.ts",
      "src/features/site/server/shell.server.ts",
      "src/features/x/components/secret.server.tsx",
      "db/schema.ts",
      "src/server.ts",
    ])
      expect(isServerOnly(p), p).toBe(true);
  });

  it("leaves contracts, components, content, lib/ and ui/ to the browser", () => {
    for (const p of [
      "src/features/site/site.contract.ts",
      "src/features/site/index.ts",
      "src/features/site/components/site-header.tsx",
      "src/features/marketing/content/home.ts",
      "src/lib/roles.ts",
      "src/ui/button.tsx",
      "src/root.tsx",
      "src/features/serverless/components/x.tsx",
      "src/platform/islands/runtime.ts",
    ])
      expect(isServerOnly(p), p).toBe(false);
  });
});
