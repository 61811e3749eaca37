import { describe, expect, it } from "vitest";
import { SIGN_OUT_TEXTS } from "./use-sign-out.ts";

describe("sign-out texts per place", () => {
  it("the public header and the employee portal say 'Successfully logged out' and land on /auth", () => {
    for (const place of ["site", "portal"] as const) {
      expect(SIGN_OUT_TEXTS[place].success).toBe("Successfully logged out");
      expect(SIGN_OUT_TEXTS[place].to).toBe("/auth");
    }
  });

  it("the mobile drawer lands on the home page", () => {
    expect(SIGN_OUT_TEXTS.drawer).toMatchObject({ to: "/", success: "Successfully logged out" });
  });

  it("the Command Center says 'Successfully signed out' and names the failure", () => {
    expect(SIGN_OUT_TEXTS["command-center"].success).toBe("Successfully signed out");
    expect(SIGN_OUT_TEXTS["command-center"].failure("offline")).toBe("Error signing out: offline");
  });

  it("a failure without a message falls back to the place's own words", () => {
    expect(SIGN_OUT_TEXTS.site.failure("")).toBe("Error logging out");
    expect(SIGN_OUT_TEXTS.drawer.failure("")).toBe("Error logging out");
    expect(SIGN_OUT_TEXTS.portal.failure("")).toBe("Failed to log out");
    expect(SIGN_OUT_TEXTS.site.failure("Network down")).toBe("Network down");
  });
});
