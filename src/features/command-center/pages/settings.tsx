import { BellRing, Inbox, Plug, UserCircle, Users } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useShell } from "#src/features/site/index.ts";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import {
  MAX_TAGLINES,
  type SiteSettings,
  SITE_SETTINGS_MESSAGES as SM,
  siteSettingsSchema,
} from "#src/features/site/site.contract.ts";
import { ApiError, api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { ThemeToggle, useTheme } from "#src/ui/theme.tsx";
import { toast } from "#src/ui/toaster.tsx";
import type { Route } from "./+types/settings";

export const handle = { title: "Settings" };
export const meta = () => staffMeta("Settings", "Command Center");

const TABS = [
  { id: "general", label: "General" },
  { id: "notifications", label: "Notifications" },
  { id: "appearance", label: "Appearance" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const tab: TabId = TABS.find((t) => t.id === new URL(request.url).searchParams.get("tab"))?.id ?? "general";
  // The taglines are read here (the shell leaves them out); only admins edit.
  const settings = await getSiteSettings(getRequestState(context).services.db);
  return { tab, settings, canEdit: actor.roles.includes("admin") };
}

const tile = "flex items-start gap-3 rounded-xl border border-border bg-card p-4 hover:border-primary";

/** Settings: General (the site's company facts), Notifications, Appearance, and where the rest is set. */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { tab, settings, canEdit } = loaderData;
  return (
    <div className="grid gap-6">
      <NavTabs
        label="Settings sections"
        tabs={TABS.map((t) => ({ label: t.label, to: `?tab=${t.id}`, active: t.id === tab }))}
      />
      {tab === "general" ? <General settings={settings} canEdit={canEdit} /> : null}
      {tab === "notifications" ? (
        <EmptyState
          icon={BellRing}
          title="Notification preferences arrive in an upcoming release"
          description="Until then the bell in the header lists every new lead, booking, pitch and deal stage change for each colleague, and staff emails go to the address set by STAFF_EMAIL."
        />
      ) : null}
      {tab === "appearance" ? <Appearance /> : null}
      <SettingsLinks isAdmin={canEdit} />
    </div>
  );
}

function Appearance() {
  const { theme } = useTheme();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h2 className="font-semibold">Theme</h2>
        <p className="text-sm text-muted-fg">
          The {theme} theme is on. The Command Center starts dark; your choice is kept on this device.
        </p>
      </div>
      <ThemeToggle className="border border-border" />
    </Card>
  );
}

type Form = {
  companyName: string;
  email: string;
  phone: string;
  streetAddress: string;
  bookingUrl: string;
  noCodePlatformName: string;
  noCodePlatformUrl: string;
  social: string;
  taglines: string;
};
const formOf = (s: SiteSettings): Form => ({
  companyName: s.companyName,
  email: s.email,
  phone: s.phone,
  streetAddress: s.streetAddress,
  bookingUrl: s.bookingUrl,
  noCodePlatformName: s.noCodePlatformName,
  noCodePlatformUrl: s.noCodePlatformUrl,
  social: s.social.map((l) => `${l.label} ${l.url}`).join("\n"),
  taglines: s.taglines.join("\n"),
});
const lines = (v: string) =>
  v
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
/** "LinkedIn https://…" per line: the last word is the address, the rest its name. */
const socialOf = (v: string) =>
  lines(v).map((l) => {
    const at = l.lastIndexOf(" ");
    return at < 0 ? { label: "", url: l } : { label: l.slice(0, at).trim(), url: l.slice(at + 1) };
  });

function General({ settings, canEdit }: { settings: SiteSettings; canEdit: boolean }) {
  const [f, setF] = useState<Form>(formOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const { revalidate } = useRevalidator();
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });

  const save = async () => {
    const body = {
      ...settings,
      ...f,
      social: socialOf(f.social),
      taglines: lines(f.taglines),
    };
    const parsed = siteSettingsSchema.safeParse(body);
    const top = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
      const next: Record<string, string> = {};
      for (const i of issues) next[String(i.path[0] ?? "form")] ??= i.message;
      return next;
    };
    if (!parsed.success) {
      setErrors(top(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const res = await api<{ message: string }>("/api/command-center/site-settings", {
        method: "PUT",
        body,
      });
      toast.success(res.message);
      await revalidate();
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        setErrors(
          top(Object.entries(err.fields).map(([k, message]) => ({ path: [k.split(".")[0] ?? k], message }))),
        );
        toast.error(err.message);
      } else toast.error(SM.saveFailed);
    } finally {
      setSaving(false);
    }
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

function SettingsLinks({ isAdmin }: { isAdmin: boolean }) {
  const { roles } = useShell();
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="More settings">
      <li>
        <Link to="/command-center/settings/team" className={tile}>
          <Users aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
          <span>
            <span className="block font-semibold">Team</span>
            <span className="block text-sm text-muted-fg">
              {roles.includes("admin") ? "Grant and revoke staff roles." : "Who manages staff roles."}
            </span>
          </span>
        </Link>
      </li>
      <li>
        <Link to="/profile" className={tile}>
          <UserCircle aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
          <span>
            <span className="block font-semibold">Your profile</span>
            <span className="block text-sm text-muted-fg">Username and avatar.</span>
          </span>
        </Link>
      </li>
      <li>
        <Link to="/command-center/settings/integrations" className={tile}>
          <Plug aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
          <span>
            <span className="block font-semibold">Integrations</span>
            <span className="block text-sm text-muted-fg">Outside services the platform connects to.</span>
          </span>
        </Link>
      </li>
      {isAdmin ? (
        <li>
          <Link to="/command-center/outbox" className={tile}>
            <Inbox aria-hidden="true" className="mt-0.5 h-5 w-5 text-primary" />
            <span>
              <span className="block font-semibold">Outbox</span>
              <span className="block text-sm text-muted-fg">
                Every email the platform sent or keeps; resend failed ones.
              </span>
            </span>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
