import {
  type AdminEmployeeCardDto,
  avatarPath,
  type EmployeeCardDto,
  type EmployeeDetailDto,
  type EmployeeStatus,
  type PersonRef,
} from "../people.contract.ts";
import type { ProfileRow } from "./access.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What every colleague may see: no health data, emergency contacts or personal contact details. */
export function toCard(row: Pick<ProfileRow, keyof CardColumns>): EmployeeCardDto {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    department: row.department,
    location: row.location,
    email: row.email,
    workPhone: row.workPhone,
    reportsTo: row.reportsTo,
    avatarUrl: row.avatarUrl ? avatarPath(row.id, row.avatarUrl) : null,
    status: row.status as EmployeeStatus,
    isAdmin: row.isAdmin,
    profileClaimed: row.profileClaimed,
    startDate: row.startDate,
  };
}

export function toAdminCard(row: Pick<ProfileRow, keyof CardColumns | "inviteSentAt">): AdminEmployeeCardDto {
  return { ...toCard(row), inviteSentAt: iso(row.inviteSentAt) };
}

/** The whole profile: only ever built for the employee themself or an administrator. */
export function toDetail(row: ProfileRow): EmployeeDetailDto {
  const contact = row.emergencyContacts[0];
  return {
    ...toCard(row),
    personalPhone: row.personalPhone,
    personalEmail: row.personalEmail,
    birthday: row.birthday,
    emergencyContact: {
      name: contact?.name || null,
      relationship: contact?.relationship || null,
      phone: contact?.phone || null,
    },
    medicalInfo: {
      allergies: (row.medicalInfo.allergies ?? []) as EmployeeDetailDto["medicalInfo"]["allergies"],
      allergiesOther: row.medicalInfo.allergiesOther ?? null,
      conditions: row.medicalInfo.conditions ?? null,
      medications: row.medicalInfo.medications ?? null,
    },
    preferences: {
      dietary: (row.preferences.dietary ?? []) as EmployeeDetailDto["preferences"]["dietary"],
      dietaryOther: row.preferences.dietaryOther ?? null,
      accommodations: (row.preferences.accommodations ??
        []) as EmployeeDetailDto["preferences"]["accommodations"],
      accommodationsOther: row.preferences.accommodationsOther ?? null,
    },
    archivedAt: iso(row.archivedAt),
    archivedReason: row.archivedReason,
    inviteSentAt: iso(row.inviteSentAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRef(row: Pick<ProfileRow, "id" | "firstName" | "lastName" | "title">): PersonRef {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, title: row.title };
}

/** The columns a card needs (lists select only these: private columns never leave the database). */
export type CardColumns = {
  id: true;
  firstName: true;
  lastName: true;
  title: true;
  department: true;
  location: true;
  email: true;
  workPhone: true;
  reportsTo: true;
  avatarUrl: true;
  status: true;
  isAdmin: true;
  profileClaimed: true;
  startDate: true;
};
