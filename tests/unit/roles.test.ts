import { describe, expect, it } from "vitest";
import { ROLES as contractRoles, roleSchema } from "#src/features/identity/identity.contract.ts";
import { isRole, ROLES } from "#src/lib/roles.ts";
import { appRole } from "#src/platform/auth/roles.tables.ts";

describe("the one role list", () => {
  it("is what the database enum, the identity contract and its schema use", () => {
    expect(appRole.enumValues).toEqual([...ROLES]);
    expect(contractRoles).toBe(ROLES);
    expect(roleSchema.options).toEqual([...ROLES]);
  });

  it("recognises its own members only", () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    expect(isRole("root")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
