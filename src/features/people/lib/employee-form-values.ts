import type { z } from "zod";
import {
  createEmployeeSchema,
  type EmployeeDetailDto,
  employeeUpdateSchema,
  type OrgListsDto,
  ownProfileSchema,
  selfUpdateSchema,
} from "../people.contract.ts";
import { todayIso } from "./working-days.ts";

// The employee form's rules, apart from its markup: the values it starts from, the API body each
// mode sends ('Other' choices become their typed text), and where an API field's error is shown.

/**
 * own: the first user's own profile; create: an admin adds an employee; edit: an admin edits
 * anyone; self: an employee edits the personal parts of their own profile.
 */
export type EmployeeFormMode = "own" | "create" | "edit" | "self";

export type EmployeeFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  startDate: string;
  departmentChoice: string;
  departmentOther: string;
  titleChoice: string;
  titleOther: string;
  location: string;
  reportsTo: string;
  workPhone: string;
  personalPhone: string;
  personalEmail: string;
  birthday: string;
  ecName: string;
  ecRelationship: string;
  ecPhone: string;
  allergies: string[];
  allergiesOther: string;
  conditions: string;
  medications: string;
  dietary: string[];
  dietaryOther: string;
  accommodations: string[];
  accommodationsOther: string;
  isAdmin: boolean;
  sendInvite: boolean;
};

export const OTHER = "Other";

/**
 * What the form offers (decision 048): the active departments, each one's job titles, and the
 * offices, as an admin keeps them at /employee/organization/lists. An employee's stored value
 * that is no longer on a list (archived) stays selectable on their own form.
 */
export type OrgChoices = {
  departments: string[];
  titles: Record<string, string[]>;
  locations: string[];
};

export const NO_CHOICES: OrgChoices = { departments: [], titles: {}, locations: [] };

export function choicesFrom(lists: OrgListsDto): OrgChoices {
  const active = <T extends { archived: boolean }>(rows: T[]) => rows.filter((r) => !r.archived);
  const titles: Record<string, string[]> = {};
  for (const d of lists.departments) {
    titles[d.name] = active(lists.titles)
      .filter((t) => t.departmentId === d.id)
      .map((t) => t.name);
  }
  return {
    departments: active(lists.departments).map((d) => d.name),
    titles,
    locations: active(lists.locations).map((l) => l.name),
  };
}

/** Job titles for a department; a department typed in under 'Other' gets the Other list. */
export function titlesFor(choices: OrgChoices, department: string): readonly string[] {
  return choices.titles[department] ?? choices.titles[OTHER] ?? [];
}

export function initialValues(
  e: EmployeeDetailDto | null,
  choices: OrgChoices = NO_CHOICES,
): EmployeeFormValues {
  const dept = e?.department ?? "";
  const departmentChoice = !dept ? "" : choices.departments.includes(dept) ? dept : OTHER;
  const title = e?.title ?? "";
  const titles = titlesFor(choices, departmentChoice === OTHER && dept !== OTHER ? OTHER : dept);
  return {
    firstName: e?.firstName ?? "",
    lastName: e?.lastName ?? "",
    email: e?.email ?? "",
    startDate: e?.startDate ?? todayIso(),
    departmentChoice,
    departmentOther: departmentChoice === OTHER && dept !== OTHER ? dept : "",
    titleChoice: !title ? "" : titles.includes(title) ? title : OTHER,
    titleOther: title && !titles.includes(title) ? title : "",
    location: e?.location ?? "",
    reportsTo: e?.reportsTo ?? "",
    workPhone: e?.workPhone ?? "",
    personalPhone: e?.personalPhone ?? "",
    personalEmail: e?.personalEmail ?? "",
    birthday: e?.birthday ?? "",
    ecName: e?.emergencyContact.name ?? "",
    ecRelationship: e?.emergencyContact.relationship ?? "",
    ecPhone: e?.emergencyContact.phone ?? "",
    allergies: e?.medicalInfo.allergies ?? [],
    allergiesOther: e?.medicalInfo.allergiesOther ?? "",
    conditions: e?.medicalInfo.conditions ?? "",
    medications: e?.medicalInfo.medications ?? "",
    dietary: e?.preferences.dietary ?? [],
    dietaryOther: e?.preferences.dietaryOther ?? "",
    accommodations: e?.preferences.accommodations ?? [],
    accommodationsOther: e?.preferences.accommodationsOther ?? "",
    isAdmin: e?.isAdmin ?? false,
    sendInvite: true,
  };
}

function personalInput(v: EmployeeFormValues) {
  return {
    workPhone: v.workPhone,
    personalPhone: v.personalPhone,
    personalEmail: v.personalEmail,
    birthday: v.birthday,
    emergencyContact: { name: v.ecName, relationship: v.ecRelationship, phone: v.ecPhone },
    medicalInfo: {
      allergies: v.allergies,
      allergiesOther: v.allergies.includes(OTHER) ? v.allergiesOther : "",
      conditions: v.conditions,
      medications: v.medications,
    },
    preferences: {
      dietary: v.dietary,
      dietaryOther: v.dietary.includes(OTHER) ? v.dietaryOther : "",
      accommodations: v.accommodations,
      accommodationsOther: v.accommodations.includes(OTHER) ? v.accommodationsOther : "",
    },
  };
}

/** The API body for the mode, from the form's values ('Other' choices become their typed text). */
export function toInput(v: EmployeeFormValues, mode: EmployeeFormMode): Record<string, unknown> {
  if (mode === "self") return personalInput(v);
  const department = v.departmentChoice === OTHER ? v.departmentOther.trim() || OTHER : v.departmentChoice;
  const title = v.titleChoice === OTHER ? v.titleOther.trim() : v.titleChoice;
  const base = {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    startDate: v.startDate,
    department,
    title,
    location: v.location,
    ...personalInput(v),
  };
  if (mode === "own") return base;
  if (mode === "edit") return { ...base, reportsTo: v.reportsTo || null };
  return { ...base, reportsTo: v.reportsTo || null, isAdmin: v.isAdmin, sendInvite: v.sendInvite };
}

/** The contract schema each mode is checked with, in the browser as by the API. */
export const FORM_SCHEMAS: Record<EmployeeFormMode, z.ZodType> = {
  own: ownProfileSchema,
  create: createEmployeeSchema,
  edit: employeeUpdateSchema,
  self: selfUpdateSchema,
};

/** API field paths to the form's inputs. */
export function fieldOf(path: string, v: EmployeeFormValues): keyof EmployeeFormValues {
  const map: Record<string, keyof EmployeeFormValues> = {
    department: v.departmentChoice === OTHER ? "departmentOther" : "departmentChoice",
    title: v.titleChoice === OTHER ? "titleOther" : "titleChoice",
    "emergencyContact.name": "ecName",
    "emergencyContact.relationship": "ecRelationship",
    "emergencyContact.phone": "ecPhone",
    "medicalInfo.allergiesOther": "allergiesOther",
    "medicalInfo.conditions": "conditions",
    "medicalInfo.medications": "medications",
    "preferences.dietaryOther": "dietaryOther",
    "preferences.accommodationsOther": "accommodationsOther",
  };
  return map[path] ?? (path as keyof EmployeeFormValues);
}
