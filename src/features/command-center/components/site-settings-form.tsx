import { useState } from "react";
import {
  MAX_TAGLINES,
  type SiteSettings,
  SITE_SETTINGS_MESSAGES as SM,
  siteSettingsSchema,
} from "#src/features/site/site.contract.ts";
import { ApiError, api } from "#src/lib/api-client.ts";
import { byInput, checkForm } from "#src/lib/field-errors.ts";
import { currencyOptions } from "#src/lib/money.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { CheckboxGroupField, SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { DAYS, type Form, formOf, lines, socialOf } from "../lib/site-settings-form.ts";

/** General: the company facts every public page shows; admins change them, others read them. */
export function SiteSettingsForm({ settings, canEdit }: { settings: SiteSettings; canEdit: boolean }) {
  const [f, setF] = useState<Form>(formOf(settings));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const { run, busy, fields: refused } = useStaffAction();
  const saving = busy !== null;
  const errors = { ...byInput(refused), ...checked };
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });

  const save = async () => {
    const { weekStartsOn, workingDays, ...facts } = f;
    const body = {
      ...settings,
      ...facts,
      social: socialOf(f.social),
      taglines: lines(f.taglines),
      businessHours: {
        ...settings.businessHours,
        weekStartsOn: Number(weekStartsOn),
        workingDays: workingDays.map(Number).sort((a, b) => a - b),
      },
    };
    const result = checkForm(siteSettingsSchema, body);
    if (!result.ok) {
      setChecked(byInput(result.fields));
      return;
    }
    setChecked({});
    await run(
      "save",
      () => api<{ message: string }>("/api/command-center/site-settings", { method: "PUT", body }),
      { failure: (err) => (err instanceof ApiError && err.status < 500 ? err.message : SM.saveFailed) },
    );
  };

  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Company details</h2>
        <p className="text-sm text-muted-fg">
          {canEdit
            ? "What the header, footer, contact page and home page show. A change is live on every public page at once."
            : "What the public pages show. Only admins change these."}
        </p>
      </div>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!canEdit || saving} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Company details</legend>
          <TextField
            label="Company name"
            value={f.companyName}
            onChange={set("companyName")}
            error={errors.companyName}
          />
          <TextField
            label="Email"
            type="email"
            value={f.email}
            onChange={set("email")}
            error={errors.email}
          />
          <TextField label="Phone" type="tel" value={f.phone} onChange={set("phone")} error={errors.phone} />
          <TextField
            label="Street address"
            value={f.streetAddress}
            onChange={set("streetAddress")}
            error={errors.streetAddress}
          />
          <TextField
            label="Booking link"
            value={f.bookingUrl}
            onChange={set("bookingUrl")}
            error={errors.bookingUrl}
            hint="A path on this site (/discovery) or a full https:// address"
          />
          <TextField
            label="No-code platform name"
            value={f.noCodePlatformName}
            onChange={set("noCodePlatformName")}
            error={errors.noCodePlatformName}
          />
          <TextField
            label="No-code platform address"
            type="url"
            value={f.noCodePlatformUrl}
            onChange={set("noCodePlatformUrl")}
            error={errors.noCodePlatformUrl}
          />
          <TextAreaField
            label="Social links"
            rows={4}
            value={f.social}
            onChange={set("social")}
            error={errors.social}
            hint="One per line: the name, a space, then the address"
            className="sm:col-span-2"
          />
          <TextAreaField
            label="Taglines"
            rows={5}
            value={f.taglines}
            onChange={set("taglines")}
            error={errors.taglines}
            hint={`One per line, 1 to ${MAX_TAGLINES}; the home page shows one per visit`}
            className="sm:col-span-2"
          />
          <SelectField
            label="Week starts on"
            options={DAYS}
            value={f.weekStartsOn}
            onChange={set("weekStartsOn")}
            hint="The first column of the workspace calendar and the start of weekly reports"
          />
          <SelectField
            label="Currency"
            options={currencyOptions()}
            value={f.currency}
            onChange={set("currency")}
            error={errors.currency}
            hint="Every amount (deals, budgets, revenue) is in it. Amounts are not converted when it changes."
          />
          <CheckboxGroupField
            legend="Working days"
            options={DAYS}
            value={f.workingDays}
            onChange={(workingDays) => setF({ ...f, workingDays })}
            error={errors.businessHours}
            className="sm:col-span-2"
          />
        </fieldset>
        {canEdit ? (
          <Button type="submit" className="w-fit" disabled={saving}>
            {saving ? "Saving…" : "Save settings"}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}
