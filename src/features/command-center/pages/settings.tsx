import { BellRing } from "lucide-react";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Card } from "#src/ui/card.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { NavTabs } from "#src/ui/nav-tabs.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { ThemeToggle, useTheme } from "#src/ui/theme.tsx";
import { PAGE_LOAD_MESSAGES } from "../command-center.contract.ts";
import { SettingsLinks } from "../components/settings-links.tsx";
import { SiteSettingsForm } from "../components/site-settings-form.tsx";
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
  const { db } = getRequestState(context).services;
  const settings = await pageData(() => getSiteSettings(db));
  return { tab, settings, canEdit: actor.roles.includes("admin") };
}

export function ErrorBoundary() {
  return <RouteErrorState message={PAGE_LOAD_MESSAGES.settings} />;
}

/** Settings: General (the site's company facts), Notifications, Appearance, and where the rest is set. */
export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { tab, settings, canEdit } = loaderData;
  return (
    <div className="grid gap-6">
      <NavTabs
        label="Settings sections"
        tabs={TABS.map((t) => ({ label: t.label, to: `?tab=${t.id}`, active: t.id === tab }))}
      />
      {tab === "general" ? <SiteSettingsForm settings={settings} canEdit={canEdit} /> : null}
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
