import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { CODE_LAB_MESSAGES, MAX_CODE_BYTES } from "./code-lab.contract.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/code-lab/analyses", () => {
  it("analyses code with the built-in engine and cites lines", async () => {
    const res = await t.client().post("/api/code-lab/analyses", {
      code: "const a = 1;\neval(input);\n",
    });
    expect(res.status).toBe(200);
    expect(res.json.engine.kind).toBe("built-in");
    expect(res.json.method).toBe("ast");
    expect(res.json.security_score).toBeLessThan(100);
    expect(res.json.recommendations).toContainEqual(
      expect.objectContaining({ rule: "security/eval", line: 2 }),
    );
  });

  it("refuses empty or blank code, saying there is nothing to analyze", async () => {
    for (const code of ["", "   \n\t  "]) {
      const res = await t.client().post("/api/code-lab/analyses", { code });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(CODE_LAB_MESSAGES.empty);
    }
    const missing = await t.client().post("/api/code-lab/analyses", {});
    expect(missing.json.error).toBe(CODE_LAB_MESSAGES.empty);
  });

  it("refuses code over 100 KB with 413 and a clear message, accepts exactly 100 KB", async () => {
    const big = await t.client().post("/api/code-lab/analyses", { code: "x".repeat(MAX_CODE_BYTES + 1) });
    expect(big.status).toBe(413);
    expect(big.json.error).toBe(CODE_LAB_MESSAGES.tooLarge);
    const line = "const value = compute(input);\n";
    const exact = line.repeat(Math.floor(MAX_CODE_BYTES / line.length));
    const ok = await t.client().post("/api/code-lab/analyses", { code: exact });
    expect(ok.status).toBe(200);
  });

  it("says when other languages were analysed heuristically", async () => {
    const res = await t.client().post("/api/code-lab/analyses", {
      code: "import os\n\ndef run(cmd):\n    os.system('ls ' + cmd)\n",
      language: "python",
    });
    expect(res.status).toBe(200);
    expect(res.json.method).toBe("heuristic");
    expect(res.json.note).toMatch(/heuristic/i);
    expect(res.json.recommendations[0]).toMatchObject({ rule: "security/command-injection", line: 4 });
  });

  it("refuses an unknown language", async () => {
    const res = await t.client().post("/api/code-lab/analyses", { code: "x", language: "cobol" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(CODE_LAB_MESSAGES.badLanguage);
  });

  it("never answers 500 to hostile bodies or random code", async () => {
    await t.services.rateLimiter.reset();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({ code: fc.string({ maxLength: 400 }) }),
          fc.record({
            code: fc.string({ unit: "binary", maxLength: 300 }),
            language: fc.constantFrom(
              "auto",
              "python",
              "go",
              "java",
              "typescript",
              "php",
              "ruby",
              "rust",
              "c",
              "csharp",
            ),
          }),
          fc.anything(),
        ),
        async (body) => {
          await t.services.rateLimiter.reset();
          const res = await t.client().post("/api/code-lab/analyses", body);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("rate-limits analyses per client address", async () => {
    await t.services.rateLimiter.reset();
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await t.client().post("/api/code-lab/analyses", { code: "let a = 1;" })).status;
    }
    expect(last).toBe(429);
    await t.services.rateLimiter.reset();
  });
});
