import { HeartPulse, KeyRound, Pencil, PhoneCall, Salad, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { buttonClass } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { AvatarUpload } from "../components/avatar-upload.tsx";
import { EmployeeStatusBadge } from "../components/badges.tsx";
import { AdminSwitch } from "../components/employee-admin-actions.tsx";
import { EmployeeAvatar } from "../components/employee-avatar.tsx";
import { PortalError, PortalPage } from "../components/portal-page.tsx";
import { formatDate, fullName } from "../lib/format.ts";
import { type EmployeeDetailDto, PM } from "../people.contract.ts";
import { portalActor } from "../server/access.ts";
import { getEmployeeView } from "../server/profiles.service.ts";
import type { Route } from "./+types/profile";

export function meta({ loaderData: data }: Route.MetaArgs) {
  const name = data ? fullName(data.view.employee) : "Profile";
  return staffMeta(`${name} | Employee Portal`);
}

/** /employee/profile (one's own) and /employee/profile/{id}. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = getRequestState(context).services;
  const actor = await requirePageRole(request, context, "employee", "portal-login");
  return pageData(async () => {
    const p = await portalActor(db, actor, PM.profileLoadFailed);
    const id = (params as { id?: string }).id ?? p.profile.id;
    const view = await getEmployeeView(db, actor, id);
    return { view, selfId: p.profile.id, viewerIsAdmin: p.isAdmin };
  });
}

export function ErrorBoundary() {
  return <PortalError title="Profile" message={PM.profileLoadFailed} />;
}

function InfoCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof UserRound;
  children: ReactNode;
}) {
  return (
    <Card className="grid content-start gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="h-5 w-5 text-muted-fg" /> {title}
      </h2>
      {children}
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-xs text-muted-fg">{k}</dt>
          <dd className="break-words font-medium">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const none = <span className="font-normal text-muted-fg">Not given</span>;
const list = (items: string[], other: string | null | undefined) => {
  const all = items
    .filter((i) => i !== "Other")
    .concat(other ? [other] : items.includes("Other") ? ["Other"] : []);
  return all.length ? all.join(", ") : none;
};

export default function Profile({ loaderData: d }: Route.ComponentProps) {
  const { employee, full, manager, reports } = d.view;
  const self = employee.id === d.selfId;
  const detail = full ? (employee as EmployeeDetailDto) : null;
  const canEdit = self || d.viewerIsAdmin;
  return (
    <PortalPage
      title={self ? "My Profile" : fullName(employee)}
      description={self ? undefined : [employee.title, employee.department].filter(Boolean).join(" · ")}
      actions={
        canEdit ? (
          <Link to={`/employee/edit/${employee.id}`} className={buttonClass({ variant: "outline" })}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Edit profile
          </Link>
        ) : null
      }
    >
      <Card className="flex flex-wrap items-center justify-between gap-4">
        {canEdit ? <AvatarUpload employee={employee} /> : <EmployeeAvatar person={employee} size="lg" />}
        <div className="flex flex-wrap gap-2">
          {employee.status !== "active" ? <EmployeeStatusBadge status={employee.status} /> : null}
          {employee.isAdmin ? <Badge tone="info">Portal administrator</Badge> : null}
          {!employee.profileClaimed ? <Badge tone="warning">Not claimed yet</Badge> : null}
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <InfoCard title="Basic information" icon={UserRound}>
          <Facts
            rows={[
              ["Name", fullName(employee)],
              ["Title", employee.title ?? none],
              ["Department", employee.department ?? none],
              ["Office location", employee.location ?? none],
              [
                "Work email",
                <a key="e" className="underline" href={`mailto:${employee.email}`}>
                  {employee.email}
                </a>,
              ],
              ["Work phone", employee.workPhone ?? none],
              ["Start date", formatDate(employee.startDate)],
              [
                "Reports to",
                manager ? (
                  <Link key="m" className="underline" to={`/employee/profile/${manager.id}`}>
                    {fullName(manager)}
                  </Link>
                ) : (
                  "Nobody"
                ),
              ],
              ...(detail
                ? ([
                    ["Personal phone", detail.personalPhone ?? none],
                    ["Personal email", detail.personalEmail ?? none],
                    ["Birthday", detail.birthday ? formatDate(detail.birthday) : none],
                  ] as [string, ReactNode][])
                : []),
              ...(detail?.archivedReason
                ? ([
                    [
                      "Archived",
                      `${detail.archivedAt ? formatDate(detail.archivedAt.slice(0, 10)) : ""}: ${detail.archivedReason}`,
                    ],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
          {reports.length ? (
            <div>
              <h3 className="text-sm font-semibold">Direct reports</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {reports.map((r) => (
                  <li key={r.id}>
                    <Link
                      to={`/employee/profile/${r.id}`}
                      className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:bg-muted"
                    >
                      {fullName(r)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </InfoCard>
        {detail ? (
          <>
            <InfoCard title="Emergency contact" icon={PhoneCall}>
              <Facts
                rows={[
                  ["Name", detail.emergencyContact.name ?? none],
                  ["Relationship", detail.emergencyContact.relationship ?? none],
                  ["Phone", detail.emergencyContact.phone ?? none],
                ]}
              />
            </InfoCard>
            <InfoCard title="Health information" icon={HeartPulse}>
              <Facts
                rows={[
                  ["Allergies", list(detail.medicalInfo.allergies, detail.medicalInfo.allergiesOther)],
                  ["Medical conditions", detail.medicalInfo.conditions ?? none],
                  ["Medications", detail.medicalInfo.medications ?? none],
                ]}
              />
            </InfoCard>
            <InfoCard title="Preferences" icon={Salad}>
              <Facts
                rows={[
                  ["Dietary", list(detail.preferences.dietary, detail.preferences.dietaryOther)],
                  [
                    "Accommodations",
                    list(detail.preferences.accommodations, detail.preferences.accommodationsOther),
                  ],
                ]}
              />
            </InfoCard>
            <InfoCard title="Admin access" icon={KeyRound}>
              <p className="text-sm">
                {employee.isAdmin
                  ? "Portal administrator: can add, edit, archive and delete employees and review everyone's time off."
                  : "Employee: no administrator access to the portal."}
              </p>
              {d.viewerIsAdmin && !self ? (
                <AdminSwitch employee={{ ...employee, inviteSentAt: detail.inviteSentAt }} />
              ) : null}
            </InfoCard>
          </>
        ) : (
          <Card className="text-sm text-muted-fg">
            Emergency contacts, health information and personal contact details are private: only{" "}
            {employee.firstName} and portal administrators see them.
          </Card>
        )}
      </div>
    </PortalPage>
  );
}
