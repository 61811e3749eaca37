import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TRACKED_ELEMENTS, trackedElementsOn } from "./tracked-elements.ts";

const features = path.resolve(import.meta.dirname, "../features");
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith(".tsx") && !e.name.includes(".test.") ? [full] : [];
  });
}

describe("the elements marked for the tracker", () => {
  const used = new Set(
    sources(features).flatMap((f) =>
      [...fs.readFileSync(f, "utf8").matchAll(/tracked\("([a-z-]+)"\)/g)].map((m) => m[1]!),
    ),
  );

  it("are all on some page: every listed name marks an element", () => {
    for (const name of Object.keys(TRACKED_ELEMENTS)) expect([...used], name).toContain(name);
  });

  it("are never marked by hand, outside the list", () => {
    const byHand = sources(features).filter((f) => /data-track=/.test(fs.readFileSync(f, "utf8")));
    // The heatmap only shows the attribute as text.
    expect(byHand.map((f) => path.basename(f))).toEqual(["interaction-analysis.tsx"]);
  });

  it("are listed per page for the heatmap", () => {
    expect(trackedElementsOn("/").map((e) => e.name)).toContain("home-hero-start");
    expect(trackedElementsOn("/case-study/harbor-freight").map((e) => e.name)).toEqual(["consultation-link"]);
    expect(trackedElementsOn("/discovery").map((e) => e.name)).toEqual(["booking-submit"]);
    expect(trackedElementsOn("/blog")).toEqual([]);
  });
});
