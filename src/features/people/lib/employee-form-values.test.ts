import { describe, expect, it } from "vitest";
import { type EmployeeFormValues, fieldOf, initialValues, toInput } from "./employee-form-values.ts";

const filled = (changes: Partial<EmployeeFormValues>): EmployeeFormValues => ({
  ...initialValues(null),
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  ...changes,
});

describe("the employee form's values", () => {
  it("sends a department and title typed under 'Other' as their text", () => {
    const body = toInput(
      filled({
        departmentChoice: "Other",
        departmentOther: " Research ",
        titleChoice: "Other",
        titleOther: "Analyst",
      }),
      "edit",
    );
    expect(body).toMatchObject({ department: "Research", title: "Analyst", reportsTo: null });
  });

  it("keeps 'Other' as the department when nothing is typed, and drops unticked 'Other' text", () => {
    const body = toInput(
      filled({ departmentChoice: "Other", allergies: ["Nuts"], allergiesOther: "left over" }),
      "own",
    );
    expect(body).toMatchObject({ department: "Other", medicalInfo: { allergiesOther: "" } });
    expect(body).not.toHaveProperty("reportsTo");
  });

  it("sends only the personal parts when an employee edits their own profile", () => {
    expect(Object.keys(toInput(filled({}), "self")).sort()).toEqual([
      "birthday",
      "emergencyContact",
      "medicalInfo",
      "personalEmail",
      "personalPhone",
      "preferences",
      "workPhone",
    ]);
  });

  it("shows an API field's error under the input that holds it", () => {
    expect(fieldOf("emergencyContact.phone", filled({}))).toBe("ecPhone");
    expect(fieldOf("department", filled({ departmentChoice: "Other" }))).toBe("departmentOther");
    expect(fieldOf("department", filled({ departmentChoice: "Engineering" }))).toBe("departmentChoice");
    expect(fieldOf("email", filled({}))).toBe("email");
  });
});
