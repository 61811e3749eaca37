import { describe, expect, it } from "vitest";
import { ApiError } from "#src/lib/api-client.ts";
import { PM } from "../people.contract.ts";
import { failureMessage } from "./failure.ts";

describe("what a failed portal call says", () => {
  const opts = { unreachable: PM.submitFailed, signedOut: PM.noAuthenticatedUser };
  it("gives the server's reason for a refusal, the action's own message otherwise", () => {
    expect(failureMessage(new ApiError(409, "Only 2 days are available."), PM.createTimeOffError, opts)).toBe(
      "Only 2 days are available.",
    );
    expect(failureMessage(new ApiError(500, "Something went wrong"), PM.createTimeOffError, opts)).toBe(
      PM.createTimeOffError,
    );
    expect(failureMessage(new ApiError(0, "offline", "network"), PM.createTimeOffError, opts)).toBe(
      PM.submitFailed,
    );
    expect(failureMessage(new ApiError(401, "Authentication required"), PM.createTimeOffError, opts)).toBe(
      PM.noAuthenticatedUser,
    );
    expect(failureMessage(new Error("boom"), PM.saveFailed)).toBe(PM.saveFailed);
  });
});
