import { type Resolver, useForm } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import type { z } from "zod";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { CheckboxGroupField, SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { DEPARTMENTS } from "../content/departments.ts";
import { failureMessage } from "../lib/failure.ts";
import { fullName } from "../lib/format.ts";
import { todayIso } from "../lib/working-days.ts";
import {
  ACCOMMODATION_OPTIONS,
  ALLERGY_OPTIONS,
  createEmployeeSchema,
  DIETARY_OPTIONS,
  type EmployeeDetailDto,
  employeeUpdateSchema,
  OFFICE_LOCATIONS,
  ownProfileSchema,
  type PersonRef,
  PM,
  selfUpdateSchema,
} from "../people.contract.ts";

/**
 * own: the first user's own profile; create: an admin adds an employee; edit: an admin edits
 * anyone; self: an employee edits the personal parts of their own profile.
 */
export type EmployeeFormMode = "own" | "create" | "edit" | "self";

type Values = {
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

const OTHER = "Other";
const departmentNames = DEPARTMENTS.map((d) => d.name);

/** Job titles for a department; a department typed in under 'Other' gets the Other list. */
function titlesFor(department: string): readonly string[] {
  return (DEPARTMENTS.find((d) => d.name === department) ?? DEPARTMENTS.find((d) => d.name === OTHER))!
    .titles;
}

function initialValues(e: EmployeeDetailDto | null): Values {
  const dept = e?.department ?? "";
  const departmentChoice = !dept ? "" : departmentNames.includes(dept) ? dept : OTHER;
  const title = e?.title ?? "";
  const titles = titlesFor(departmentChoice === OTHER && dept !== OTHER ? OTHER : dept);
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

function personalInput(v: Values) {
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
function toInput(v: Values, mode: EmployeeFormMode): Record<string, unknown> {
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

const SCHEMAS: Record<EmployeeFormMode, z.ZodType> = {
  own: ownProfileSchema,
  create: createEmployeeSchema,
  edit: employeeUpdateSchema,
  self: selfUpdateSchema,
};

/** API field paths to the form's inputs. */
function fieldOf(path: string, v: Values): keyof Values {
  const map: Record<string, keyof Values> = {
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
  return map[path] ?? (path as keyof Values);
}

export function EmployeeForm({
  mode,
  employee,
  managers,
}: {
  mode: EmployeeFormMode;
  employee: EmployeeDetailDto | null;
  managers: PersonRef[];
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const resolver: Resolver<Values> = async (values) => {
    const result = SCHEMAS[mode].safeParse(toInput(values, mode));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = fieldOf(issue.path.join("."), values);
      errors[key] ??= { type: "validate", message: issue.message };
    }
    return { values: {}, errors };
  };
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: initialValues(employee), resolver });
  const v = watch();
  const employment = mode !== "self";
  const titles = titlesFor(v.departmentChoice === OTHER && v.departmentOther ? OTHER : v.departmentChoice);

  const submit = async (values: Values) => {
    const body = toInput(values, mode);
    try {
      if (mode === "own") {
        await api("/api/people/me", { body });
        toast.success(PM.profileCreated);
        await navigate("/employee/dashboard");
      } else if (mode === "create") {
        const res = await api<{ message: string; employee: EmployeeDetailDto }>("/api/people/employees", {
          body,
        });
        toast.success(res.message);
        await navigate("/employee/dashboard?tab=employees");
      } else {
        const res = await api<{ message: string }>(`/api/people/employees/${employee!.id}`, {
          method: "PATCH",
          body,
        });
        toast.success(res.message);
        await navigate(`/employee/profile/${employee!.id}`);
      }
      await revalidate();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [path, message] of Object.entries(err.fields))
          setError(fieldOf(path, values), { message });
      }
      toast.error(failureMessage(err, PM.saveFailed));
    }
  };

  const err = (k: keyof Values) => errors[k]?.message;
  return (
    <form className="grid gap-6" onSubmit={handleSubmit(submit)} noValidate>
      <Card className="grid gap-4">
        <div>
          <h2 className="text-lg font-semibold">Basic information</h2>
          {!employment ? (
            <p className="mt-1 text-sm text-muted-fg">
              Your name, email, role and start date are kept by your administrator: ask them for a change.
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted-fg">Fields marked * are required.</p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name *"
            autoComplete="given-name"
            disabled={!employment}
            error={err("firstName")}
            {...register("firstName")}
          />
          <TextField
            label="Last name *"
            autoComplete="family-name"
            disabled={!employment}
            error={err("lastName")}
            {...register("lastName")}
          />
          <TextField
            label="Work email *"
            type="email"
            autoComplete="email"
            disabled={!employment}
            error={err("email")}
            {...register("email")}
          />
          <TextField
            label="Start date *"
            type="date"
            disabled={!employment}
            error={err("startDate")}
            {...register("startDate")}
          />
          <SelectField
            label="Department"
            placeholder="Choose a department"
            options={departmentNames}
            disabled={!employment}
            error={err("departmentChoice")}
            {...register("departmentChoice", {
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
                const next = titlesFor(e.currentTarget.value);
                if (v.titleChoice !== OTHER && !next.includes(v.titleChoice)) setValue("titleChoice", "");
              },
            })}
          />
          {v.departmentChoice === OTHER ? (
            <TextField
              label="Department name"
              hint="Leave empty to keep “Other”."
              disabled={!employment}
              error={err("departmentOther")}
              {...register("departmentOther")}
            />
          ) : null}
          <SelectField
            label="Title"
            placeholder={v.departmentChoice ? "Choose a title" : "Choose a department first"}
            options={[...titles, OTHER]}
            disabled={!employment || !v.departmentChoice}
            error={err("titleChoice")}
            {...register("titleChoice")}
          />
          {v.titleChoice === OTHER ? (
            <TextField
              label="Job title"
              disabled={!employment}
              error={err("titleOther")}
              {...register("titleOther")}
            />
          ) : null}
          <SelectField
            label="Office location"
            placeholder="No office"
            options={OFFICE_LOCATIONS}
            disabled={!employment}
            error={err("location")}
            {...register("location")}
          />
          {mode === "create" || mode === "edit" ? (
            <SelectField
              label="Reports to"
              placeholder="Nobody (top of the organization)"
              options={managers.map((m) => ({
                value: m.id,
                label: `${fullName(m)}${m.title ? `, ${m.title}` : ""}`,
              }))}
              error={err("reportsTo")}
              {...register("reportsTo")}
            />
          ) : null}
          <TextField
            label="Work phone"
            type="tel"
            autoComplete="tel"
            error={err("workPhone")}
            {...register("workPhone")}
          />
        </div>
        {mode === "create" ? (
          <div className="grid gap-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-4 w-4 accent-[var(--primary)]" {...register("isAdmin")} />
              Portal administrator (can add, edit, archive and delete employees)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--primary)]"
                {...register("sendInvite")}
              />
              Email an invitation to claim this profile (the link works once, for 7 days)
            </label>
          </div>
        ) : null}
      </Card>

      <Card className="grid gap-4">
        <div>
          <h2 className="text-lg font-semibold">Personal details</h2>
          <p className="mt-1 text-sm text-muted-fg">Only the employee and portal administrators see these.</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Personal phone"
            type="tel"
            error={err("personalPhone")}
            {...register("personalPhone")}
          />
          <TextField
            label="Personal email"
            type="email"
            error={err("personalEmail")}
            {...register("personalEmail")}
          />
          <TextField label="Birthday" type="date" error={err("birthday")} {...register("birthday")} />
        </div>
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-lg font-semibold">Emergency contact</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Contact name" error={err("ecName")} {...register("ecName")} />
          <TextField label="Relationship" error={err("ecRelationship")} {...register("ecRelationship")} />
          <TextField label="Contact phone" type="tel" error={err("ecPhone")} {...register("ecPhone")} />
        </div>
      </Card>

      <Card className="grid gap-4">
        <div>
          <h2 className="text-lg font-semibold">Health information</h2>
          <p className="mt-1 text-sm text-muted-fg">Private: used to keep you safe at work and at events.</p>
        </div>
        <CheckboxGroupField
          legend="Allergies"
          options={ALLERGY_OPTIONS}
          exclusive="None"
          value={v.allergies}
          onChange={(next) => setValue("allergies", next)}
        />
        {v.allergies.includes(OTHER) ? (
          <TextField label="Other allergies" error={err("allergiesOther")} {...register("allergiesOther")} />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextAreaField label="Medical conditions" error={err("conditions")} {...register("conditions")} />
          <TextAreaField label="Medications" error={err("medications")} {...register("medications")} />
        </div>
      </Card>

      <Card className="grid gap-4">
        <h2 className="text-lg font-semibold">Preferences</h2>
        <CheckboxGroupField
          legend="Dietary preferences"
          options={DIETARY_OPTIONS}
          exclusive="None"
          value={v.dietary}
          onChange={(next) => setValue("dietary", next)}
        />
        {v.dietary.includes(OTHER) ? (
          <TextField
            label="Other dietary preference"
            error={err("dietaryOther")}
            {...register("dietaryOther")}
          />
        ) : null}
        <CheckboxGroupField
          legend="Accommodations"
          options={ACCOMMODATION_OPTIONS}
          exclusive="None Required"
          value={v.accommodations}
          onChange={(next) => setValue("accommodations", next)}
        />
        {v.accommodations.includes(OTHER) ? (
          <TextField
            label="Other accommodation"
            error={err("accommodationsOther")}
            {...register("accommodationsOther")}
          />
        ) : null}
      </Card>

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {mode === "own" ? "Create my profile" : mode === "create" ? "Add employee" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
