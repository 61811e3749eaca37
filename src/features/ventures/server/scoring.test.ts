import { describe, expect, it } from "vitest";
import { scoreApplication, scorePitch } from "./scoring.ts";

describe("ventures lead scores", () => {
  it("scores a pitch by stage, traction and website", () => {
    expect(scorePitch({ stage: "idea", traction: "", website: "" }).score).toBe(40);
    const full = scorePitch({ stage: "scaling", traction: "10k users", website: "https://x.example" });
    expect(full.score).toBe(85);
    expect(full.reasons).toHaveLength(4);
  });

  it("scores an application higher when it is detailed", () => {
    const base = { name: "A", email: "", company: "", projectDescription: "" };
    expect(scoreApplication(base).score).toBe(20);
    expect(scoreApplication({ ...base, company: "C", projectDescription: "x".repeat(200) }).score).toBe(35);
  });
});
