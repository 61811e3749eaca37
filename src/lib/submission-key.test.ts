import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client.ts";
import { SubmissionKey } from "./submission-key.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SubmissionKey", () => {
  it("keeps the key for a retry of the same values and changes it for new values or after success", () => {
    const s = new SubmissionKey();
    const first = s.keyFor({ name: "Ada", message: "Hi" });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(s.keyFor({ name: "Ada", message: "Hi" })).toBe(first);
    const edited = s.keyFor({ name: "Ada", message: "Hi there" });
    expect(edited).not.toBe(first);
    s.reset();
    expect(s.keyFor({ name: "Ada", message: "Hi there" })).not.toBe(edited);
  });

  it("fingerprints form data, files included", () => {
    const s = new SubmissionKey();
    const form = (deck: string) => {
      const f = new FormData();
      f.set("companyName", "Lumen");
      f.set("pitchDeck", new File([deck], "deck.pdf", { lastModified: 1 }));
      return f;
    };
    const k = s.keyFor(form("abc"));
    expect(s.keyFor(form("abc"))).toBe(k);
    expect(s.keyFor(form("abcd"))).not.toBe(k);
  });
});

describe("api() with a submission", () => {
  it("sends the Idempotency-Key and resends the same key when the connection drops", async () => {
    const keys: (string | null)[] = [];
    let calls = 0;
    vi.stubGlobal("fetch", async (_path: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get("idempotency-key"));
      if (++calls === 1) throw new TypeError("network");
      return new Response(JSON.stringify({ id: "1" }), { status: 201 });
    });
    const submission = new SubmissionKey();
    expect(await api("/api/x", { body: { a: 1 }, submission })).toEqual({ id: "1" });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("without a submission sends no key and does not retry", async () => {
    let calls = 0;
    vi.stubGlobal("fetch", async () => {
      calls++;
      throw new TypeError("network");
    });
    await expect(api("/api/x", { body: {} })).rejects.toMatchObject({ code: "network" });
    expect(calls).toBe(1);
  });
});
