import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FLASH_KEY, hasFlash, leaveFlash, reloadWithFlash, takeFlash } from "./page-flash.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("page flash", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("carries messages with their kind and description to the next page, once", () => {
    leaveFlash([{ kind: "success", text: "Registration successful!", description: "You are signed in." }]);
    expect(takeFlash()).toEqual([
      { kind: "success", text: "Registration successful!", description: "You are signed in." },
    ]);
    expect(takeFlash()).toEqual([]);
  });

  it("says whether messages wait without taking them", () => {
    expect(hasFlash()).toBe(false);
    leaveFlash([{ kind: "success", text: "Successfully signed out" }]);
    expect(hasFlash()).toBe(true);
    expect(hasFlash()).toBe(true);
    expect(takeFlash()).toHaveLength(1);
    expect(hasFlash()).toBe(false);
  });

  it("reads a plain string, as older pages left it, as one success", () => {
    sessionStorage.setItem(FLASH_KEY, "Successfully signed out");
    expect(takeFlash()).toEqual([{ kind: "success", text: "Successfully signed out" }]);
  });

  it("drops what it cannot read instead of failing the page", () => {
    for (const raw of [
      "[not json",
      "[1, null, {}]",
      '[{"kind":"shout","text":"x"}]',
      '[{"kind":"error","text":""}]',
    ]) {
      sessionStorage.setItem(FLASH_KEY, raw);
      expect(takeFlash(), raw).toEqual([]);
    }
    sessionStorage.setItem(
      FLASH_KEY,
      '[{"kind":"error","text":"Oops","description":3}, "x", {"kind":"info","text":"Kept"}]',
    );
    expect(takeFlash()).toEqual([{ kind: "info", text: "Kept" }]);
  });

  it("leaves nothing for an empty list, and survives storage that throws", () => {
    leaveFlash([]);
    expect(sessionStorage.getItem(FLASH_KEY)).toBeNull();
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {},
    });
    expect(() => leaveFlash([{ kind: "info", text: "x" }])).not.toThrow();
    expect(takeFlash()).toEqual([]);
  });

  // Last: once a page reloads, its module keeps refusing to read (as the page is going away).
  it("keeps the messages for the reloaded page, not for readers on the page that reloads", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { reload });
    reloadWithFlash([{ kind: "success", text: "Registration successful!" }]);
    expect(reload).toHaveBeenCalledOnce();
    expect(takeFlash()).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem(FLASH_KEY)!)).toEqual([
      { kind: "success", text: "Registration successful!" },
    ]);
  });
});
